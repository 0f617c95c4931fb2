extension MissExplanation.Reason {
  /// This reason, or, when the search reaches the expected view (or a subview) but the point lies under the
  /// keyboard of `root`'s application, ``MissExplanation/Reason/coveredByKeyboard(keyboard:firstResponder:hit:)``.
  ///
  /// The keyboard's window is in front of the app's windows, so a touch there never reaches the view the app's
  /// hit test finds. The keyboard is named with the responder it shows for.
  func consideringKeyboard(of expected: View, over root: View, at point: CGPoint) -> Self {
    let hit: View
    switch self {
    case .wasHit: hit = expected
    case .subviewWasHit(let subview): hit = subview
    case .stoppedMovingScrollView(_, let view): hit = view
    default: return self
    }
    guard let window = root.window, let application = window.application, let keyboard = application.keyboard,
      let keyboardWindow = keyboard.window
    else { return self }
    let screenPoint = window.convert(root.convert(point, to: window), to: nil)
    let local = keyboard.convert(keyboardWindow.convert(screenPoint, from: nil), from: keyboardWindow)
    guard keyboard.bounds.halfOpenContains(local) else { return self }
    return .coveredByKeyboard(keyboard: keyboard, firstResponder: window.firstResponder, hit: hit)
  }
}

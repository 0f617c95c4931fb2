extension Dispatcher {
  /// Moves the pointer: hit-tests `location` (window coordinates) in the front-most window that claims it, then hands
  /// the hover recognizers of the view found and its ancestors (the view's first, as touches bind) to the gesture
  /// environment; `nil` (the pointer left the window) hands none, so every hover ends.
  ///
  /// Layouts that are due run first, as before a touch event. A hover is not an event of touches: no touch is
  /// made and no view's `touches…` method is called.
  func applyHover(at location: CGPoint?) {
    layOutWindowsIfNeeded()
    var recognizers: [HoverGestureRecognizer] = []
    if let location {
      for window in windows.reversed() {
        guard let hit = window.hitTest(window.convert(location, from: nil), with: nil) else { continue }
        var view: View? = hit
        while let current = view {
          for case let hover as HoverGestureRecognizer in current.attachedGestureRecognizers {
            recognizers.append(hover)
          }
          view = current.superview
        }
        break
      }
    }
    dispatching { gestures.hover(recognizers, at: location) }
  }
}

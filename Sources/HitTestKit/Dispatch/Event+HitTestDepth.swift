extension View {
  /// The deepest hierarchy a touch is hit-tested through: 2,000 levels below the window.
  ///
  /// Hit testing and the responder chain recurse once per level, as UIKit's do, so the depth they can reach is
  /// set by the thread's stack. Measured on Linux (Swift 6.3) with a chain of plain views: a traced tap works to
  /// about 5,000 levels in a debug build inside Swift Testing (whose test threads have 8 MiB stacks on Linux) and
  /// fails by 5,500; a release build goes about three times deeper. 2,000 (a HitTestKit decision) leaves room
  /// for AddressSanitizer's larger frames and for overrides' own frames. A touch that would be hit-tested deeper
  /// stops with a precondition message naming the depth and the view, instead of a crash in the stack.
  ///
  /// On macOS, secondary threads have 512 KiB stacks (Swift Testing runs tests there): about 150 levels in debug.
  /// Direct calls (`hitTest(_:with: nil)`, ``hitTestTrace(at:)``) are not limited: their depth is the stack's
  /// (see ``hitTest(_:with:)``).
  public static let maximumTouchDepth = 2_000
}

extension Event {
  /// Enters one more level of an application's hit test below `view`.
  ///
  /// - Precondition: the hit test is no deeper than ``View/maximumTouchDepth``.
  @inline(__always)
  func descendHitTest(below view: View) {
    hitTestDepth &+= 1
    if hitTestDepth > hitTestDepthLimit { hitTestTooDeep(below: view) }
  }

  /// Leaves the level entered by ``descendHitTest(below:)``.
  @inline(__always)
  func ascendHitTest() {
    hitTestDepth &-= 1
  }

  /// Stops the run with the message: `fatalError`, because `preconditionFailure` drops its message in release
  /// builds (`-O`), where this limit is reached as often as in debug ones (issue 32, row 15).
  @inline(never)
  private func hitTestTooDeep(below view: View) -> Never {
    fatalError(
      "The touch's hit test went more than \(View.maximumTouchDepth) levels deep (below \(view.displayName)), "
        + "deeper than HitTestKit supports (View.maximumTouchDepth): hit testing and the responder chain recurse "
        + "once per level, and a deeper hierarchy would overflow the thread's stack. Flatten the hierarchy.")
  }
}

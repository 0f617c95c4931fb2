extension View {
  /// Hit-tests `point` (in this view's coordinates — window coordinates for a window) and records each step.
  ///
  /// The result is the same as `hitTest(point, with: nil)`'s; the trace says why. Overrides of
  /// `hitTest(_:with:)` and `point(inside:with:)` are called exactly as in an untraced hit test and appear
  /// in the trace whether or not they call `super` (they must pass the `event` they receive on to `super`
  /// and to other views for their inner steps to be recorded).
  ///
  /// ```swift
  /// print(window.hitTestTrace(at: CGPoint(x: 30, y: 40)))
  /// // hit test at (30, 40) in window
  /// // window (30, 40): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: button
  /// //   button (10, 20): inside bounds (x 0, y 0, w 44, h 44); no subviews → button
  /// // window → button
  /// // → hit: button
  /// ```
  ///
  /// - Parameter point: The point, in this view's coordinates (window coordinates for a window).
  /// - Returns: The trace of every step, with the hit view.
  public func hitTestTrace(at point: CGPoint) -> HitTestTrace {
    // A single-use recorder: it becomes the trace's log, so the event and the log are the only objects made.
    let event = Event(hitTestRecorder: HitTestRecorder(singleUse: true))
    event.startHitTestRecording()
    event.hitTestRecorder.beginVisit(self, at: point)
    let result = hitTest(point, with: event)
    event.hitTestRecorder.endVisit(self, returned: result)
    return event.finishHitTestRecording(point: point, root: self, result: result)
  }
}

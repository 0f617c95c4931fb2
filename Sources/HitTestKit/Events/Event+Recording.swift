// The trace of the application an event belongs to, for a view's `touches…` override: the built-in controls and
// lists record their decisions only through these (`Scripts/built-in-hooks.sh`).

extension Event {
  /// Adds a typed entry to the trace of the application that dispatched this event (`entry` is only made when that
  /// trace is on).
  ///
  /// A HitTestKit addition (UIKit keeps its own trace private): how a view records what it decided while it handles
  /// the event's touches, as the built-in ``Control`` records the control events it sends
  /// (`.controlEvents(control:events:)`) and ``TableView`` each ``TableView/Decision`` (`.list(view:_:)`). The entry
  /// goes to the trace of the application whose touches the event carries, even from a view that has left its
  /// window; without an event (code that changes a view outside a touch), ``Application/record(_:)`` records on the
  /// view's `window?.application`.
  ///
  /// HitTestKit's decision: whether an event is traced is fixed when it is made, as its other deliveries are (an
  /// application makes a new event after its handlers turn tracing on). An event dispatched while tracing was off,
  /// and one that no application made (the event of ``View/hitTestTrace(at:)``), record nothing: the test of that
  /// is one branch, and `entry` is never evaluated.
  ///
  /// ```swift
  /// override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
  ///   event?.record(.note("\(name ?? "card") flipped"))
  /// }
  /// // [0.000] event 2: finger 1 ended at (100, 100)
  /// //   touchesEnded → card [finger 1]
  /// //     note: card flipped
  /// ```
  ///
  /// - Parameter entry: What to record, worded by the trace's renderers.
  public func record(_ entry: @autoclosure () -> InteractionTrace.Kind) {
    interactionRecorder?.record(entry())
  }

  /// Records, in this event's hit-test trace, that `view`'s `hitTest(_:with:)` returned `nil` at once for `reason`
  /// (nothing unless the hit test is traced).
  ///
  /// A HitTestKit addition for an override that stands in for the default algorithm, as a disabled ``Control``
  /// (`.disabledControl`) and a ``PageControl`` hidden for a single page (`.hidden`) do: the trace then shows the
  /// view's visit, the skip and its `nil` result, as for a view the default algorithm skips. Call it from `view`'s
  /// own `hitTest(_:with:)` with the point it received, before returning `nil`.
  ///
  /// - Parameters:
  ///   - view: The view whose hit test returns `nil`.
  ///   - point: The point it was asked about, in its own coordinates.
  ///   - reason: Why it returns `nil`.
  public func recordSkippedHitTest(of view: View, at point: CGPoint, because reason: HitTestTrace.SkipReason)
  {
    hitTestRecorder.noteSkipped(view, at: point, reason: reason)
  }
}

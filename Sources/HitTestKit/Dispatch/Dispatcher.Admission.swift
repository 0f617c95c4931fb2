extension Dispatcher {
  /// The touches a new touch of an event is checked against by ``admitToView(_:admission:)``: those of the same
  /// event admitted before it (first, in finger order), then those its window's views track since earlier events
  /// (in the order their fingers came down).
  ///
  /// It answers "the first of them on this view", "the first on another view", "the first on another,
  /// exclusive-touch view" in constant time, so that an event of N new touches costs time linear in N
  /// (searching every touch for each was N²).
  struct Admission {
    /// A touch and whether it began in the same event.
    struct Tracking {
      let touch: Touch
      let sameEvent: Bool
    }

    /// The touches of one group (same event, or earlier), summarised for the three questions.
    struct Group {
      /// The first touch on each view.
      var firstByView: [ObjectIdentifier: Tracking] = [:]
      /// The first touch, and the first on another view than its.
      var firstTwoViews: (Tracking?, Tracking?)
      /// The first touch on an exclusive-touch view, and the first on another exclusive-touch view than its.
      var firstTwoExclusiveViews: (Tracking?, Tracking?)

      var isEmpty: Bool { firstTwoViews.0 == nil }

      mutating func add(_ tracking: Tracking) {
        guard let view = tracking.touch.view else { return }
        let id = ObjectIdentifier(view)
        if firstByView[id] == nil { firstByView[id] = tracking }
        Self.note(tracking, on: view, in: &firstTwoViews)
        if view.isExclusiveTouch { Self.note(tracking, on: view, in: &firstTwoExclusiveViews) }
      }

      private static func note(_ tracking: Tracking, on view: View, in pair: inout (Tracking?, Tracking?)) {
        guard let first = pair.0 else {
          pair.0 = tracking
          return
        }
        if pair.1 == nil, first.touch.view !== view { pair.1 = tracking }
      }

      func first(on view: View) -> Tracking? { firstByView[ObjectIdentifier(view)] }

      func first(notOn view: View, in pair: (Tracking?, Tracking?)) -> Tracking? {
        guard let first = pair.0 else { return nil }
        return first.touch.view !== view ? first : pair.1
      }
    }

    private var sameEvent = Group()
    private var earlier: Group?

    /// Whether no touch of this event has been admitted yet.
    var isEmpty: Bool { sameEvent.isEmpty }

    /// Gathers, once per event, the touches the views of `window` have tracked since earlier events.
    mutating func collectEarlierIfNeeded(in liveTouches: LiveTouches, window: Window?, excluding touch: Touch)
    {
      guard earlier == nil else { return }
      var group = Group()
      for entry in liveTouches {
        let other = entry.touch
        if other !== touch, other.window === window, other.delivery.status == .delivering, other.view != nil {
          group.add(Tracking(touch: other, sameEvent: false))
        }
      }
      earlier = group
    }

    /// Notes a touch of this event admitted to its view.
    mutating func admit(_ touch: Touch) {
      sameEvent.add(Tracking(touch: touch, sameEvent: true))
    }

    /// The first tracked touch on `view`.
    func first(on view: View) -> Tracking? {
      sameEvent.first(on: view) ?? earlier?.first(on: view)
    }

    /// The first tracked touch on a view other than `view`.
    func first(notOn view: View) -> Tracking? {
      sameEvent.first(notOn: view, in: sameEvent.firstTwoViews)
        ?? earlier.flatMap { $0.first(notOn: view, in: $0.firstTwoViews) }
    }

    /// The first tracked touch on an exclusive-touch view other than `view`.
    func firstExclusive(notOn view: View) -> Tracking? {
      sameEvent.first(notOn: view, in: sameEvent.firstTwoExclusiveViews)
        ?? earlier.flatMap { $0.first(notOn: view, in: $0.firstTwoExclusiveViews) }
    }
  }
}

/// The scroll view's private recognizer that holds touch-downs from the content (`delaysContentTouches`).
///
/// It never recognizes. With ``GestureRecognizer/delaysTouchesBegan`` on, its view's content gets nothing
/// while it is possible; it fails — releasing the held touches, after asking the scroll view's
/// `touchesShouldBegin(_:with:in:)` — when ``ScrollView/contentTouchDelay`` passes, when the finger lifts,
/// or when the finger moves 10 pt along an axis the scroll view cannot scroll. If the pan begins first, the
/// pan takes the touches and the content never hears of them. With delays off it asks
/// `touchesShouldBegin` at touch-down and fails at once.
///
/// It uses only what a subclass outside the package could: ``GestureRecognizer/receivedTouches``,
/// ``Touch/isAwaitingView``, ``GestureRecognizer/withholdFromView(_:)``, timers and ``GestureRecognizer/record(_:)``.
final class ContentTouchDelayRecognizer: GestureRecognizer {
  weak var scrollView: ScrollView?

  override init(action: ((GestureRecognizer) -> Void)? = nil) {
    super.init(action: action)
    delaysTouchesBegan = true
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let scrollView, scrollView.delaysContentTouches else {
      release(Self.inFingerOrder(touches), event: event, given: touches, because: .contentTouchesNotDelayed)
      return
    }
    scheduleTimer(after: ScrollView.contentTouchDelay, name: "content touch delay") { [unowned self] in
      release(
        receivedTouchesInFingerOrder, event: nil, given: nil,
        because: .contentTouchDelayPassed(delay: ScrollView.contentTouchDelay))
    }
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let scrollView else { return }
    for touch in touches {
      let start = touch.firstWindowLocation
      let now = touch.location(in: nil)
      let dx = abs(now.x - start.x)
      let dy = abs(now.y - start.y)
      let limit = ScrollView.contentTouchMovementLimit
      if (!scrollView.canScrollHorizontally && dx > limit) || (!scrollView.canScrollVertically && dy > limit)
      {
        release(
          receivedTouchesInFingerOrder, event: event, given: touches,
          because: .movedAlongFixedAxis(limit: limit))
        return
      }
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    release(
      receivedTouchesInFingerOrder, event: event, given: touches,
      because: .liftedBeforeContentTouchDelay(delay: ScrollView.contentTouchDelay))
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(.failed, because: .touchesCancelled)
  }

  /// Asks `touchesShouldBegin` for the held touches' views, in the order given, blocks the refused ones, and
  /// fails.
  ///
  /// Each touch is asked about in a set of its own. `given` is the set the recognizer was just called with, if any:
  /// when it is that one touch (one finger, the usual case), it is passed as it is instead of making the same set
  /// again (an allocation and a hash).
  private func release(
    _ touches: [Touch], event: Event?, given: Set<Touch>?, because cause: InteractionTrace.GestureNote.Cause
  ) {
    if let scrollView {
      for touch in touches {
        guard let view = touch.view, view !== scrollView, touch.isAwaitingView else {
          continue
        }
        let touchAlone: Set<Touch> =
          if let given, given.count == 1, given.first === touch { given } else { [touch] }
        let answer = scrollView.touchesShouldBegin(touchAlone, with: event, in: view)
        record(.asked(question: .touchesShouldBegin(in: TracedObject(view)), answer: answer))
        // The touch is one it receives, and its view was awaiting it (checked above); should the override have
        // changed that meanwhile, there is nothing left to withhold, and the error says only that.
        if !answer { try? withholdFromView(touch) }
      }
    }
    setState(.failed, because: cause)
  }

  /// The touches it tracks, in finger order (as a set, sorted; one touch, the usual case, needs neither).
  private var receivedTouchesInFingerOrder: [Touch] {
    let touches = receivedTouches
    return touches.count < 2 ? touches : Self.inFingerOrder(Set(touches))
  }

  private static func inFingerOrder(_ touches: Set<Touch>) -> [Touch] {
    touches.sorted { $0.finger < $1.finger }
  }

  /// It only ever fails: it never prevents another recognizer.
  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
}

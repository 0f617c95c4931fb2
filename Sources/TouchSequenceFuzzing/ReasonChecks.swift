import HitTestKit

/// The reasons a trace gives, checked against its scene: every failure or cancellation of a recognizer carries a
/// cause, and every view, recognizer or responder a decision names belongs to the scene.
///
/// The scene's objects are gathered once, when it is built (the fuzzer's mutations move, remove and re-add them,
/// but never make new ones): the applications, the windows and every view under them, the scene's recognizers and
/// every recognizer attached to those views (a scroll view's own pan and content-touch recognizers).
struct ReasonChecks {
  private var known: Set<ObjectIdentifier> = []
  /// Whether an object the scene made while running (a list's cells) belongs to it.
  private var madeWhileRunning: (AnyObject) -> Bool = { _ in false }
  /// How many failures and cancellations were checked for a cause.
  private(set) var checkedTransitions = 0
  /// How many named objects were looked up in the scene.
  private(set) var checkedObjects = 0

  /// The checks for a scene of these applications, views (with everything under them and their recognizers) and
  /// recognizers.
  init(applications: [Application], views: [View], recognizers: [GestureRecognizer]) {
    for application in applications { known.insert(ObjectIdentifier(TracedObject(application).object)) }
    var pending = views
    while let view = pending.popLast() {
      guard known.insert(ObjectIdentifier(view)).inserted else { continue }
      for recognizer in view.gestureRecognizers ?? [] { known.insert(ObjectIdentifier(recognizer)) }
      pending += view.subviews
    }
    for recognizer in recognizers { known.insert(ObjectIdentifier(recognizer)) }
  }

  /// The checks for a fuzzer's scene.
  init(scene: FuzzScene) {
    self.init(
      applications: scene.applications, views: scene.windows + scene.views, recognizers: scene.recognizers)
    madeWhileRunning = { [weak scene] in scene?.madeWhileRunning($0) ?? false }
  }

  /// Checks the decisions among `entries`; returns the first that breaks a rule.
  mutating func check(_ entries: ArraySlice<InteractionTrace.Entry>) -> String? {
    for entry in entries {
      if case .gesture(let recognizer, .transition(let from, let to, let cause)) = entry.kind,
        to == .failed || to == .cancelled
      {
        checkedTransitions += 1
        if !Self.isGiven(cause) { return "\(recognizer) went from \(from) to \(to) without a cause" }
      }
      for object in entry.kind.namedObjects {
        checkedObjects += 1
        // The keyboard is made by its application when a text field first becomes first responder.
        if let keyboard = object.object as? Keyboard, let application = keyboard.window?.application,
          known.contains(ObjectIdentifier(TracedObject(application).object))
        {
          continue
        }
        if !known.contains(ObjectIdentifier(object.object)), !madeWhileRunning(object.object) {
          return "a decision names \(object), which is not in the scene (\(entry.kind))"
        }
      }
    }
    return nil
  }

  /// Whether a cause says something: neither unspecified nor empty words.
  static func isGiven(_ cause: InteractionTrace.GestureNote.Cause) -> Bool {
    switch cause {
    case .unspecified: false
    case .described(let text): !text.isEmpty
    default: true
    }
  }
}

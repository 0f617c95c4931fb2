import HitTestKit
import HitTestKitTesting
import Testing

/// The structured trace matcher: patterns match entries by kind and fields, and failures explain themselves.
@Suite struct TracePatternTests {
  /// A tap on a card with a tap recognizer, and the trace of the tap.
  private func tappedCard() throws -> (app: Application, trace: InteractionTrace) {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    let tap = TapGestureRecognizer { _ in }
    tap.name = "tap"
    card.addGestureRecognizer(tap)
    let app = Application(window: window)
    return (app, try app.tap(at: CGPoint(x: 10, y: 10)))
  }

  @Test("a pattern matches an entry of its kind whose named fields agree; unnamed fields match anything")
  func matchesByFields() throws {
    let (app, trace) = try tappedCard()
    #expect(trace.contains(.stateChange(recognizer: "tap", from: .possible, to: .ended)))
    #expect(trace.contains(.stateChange(recognizer: "tap", to: .ended, cause: .tapEnded(tap: 1, of: 1))))
    #expect(trace.contains(.stateChange(because: .tapEnded)))
    #expect(trace.contains(.stateChange(recognizer: .prefix("ta"))))
    #expect(!trace.contains(.stateChange(recognizer: "tap", to: .failed)))
    #expect(
      !trace.contains(.stateChange(recognizer: "tap", cause: .tapEnded(tap: 1, of: 2))), "a value is exact")
    #expect(!trace.contains(.stateChange(recognizer: "tap", because: .movedBeyondLimit)))
    #expect(!trace.contains(.stateChange(recognizer: "ta")), "a name literal is exact")
    #expect(trace.contains(.delivered(.began, to: "card", fingers: [1])))
    #expect(!trace.contains(.delivered(.began, to: "card", fingers: [2])))
    #expect(trace.contains(.hitTest(finger: 1, result: "card")))
    #expect(trace.contains(.touchBound(finger: 1, view: "card", recognizers: ["tap"])))
    #expect(trace.contains(.actionsSent(recognizer: "tap", state: .ended, count: 1)))
    #expect(trace.contains(.tookTouches(recognizer: "tap", fingers: [1], cancelledInViews: ["card"])))
    #expect(trace.contains(.reset(recognizer: "tap")))
    #expect(trace.contains(.event(number: 1, fingers: [1])))
    #expect(trace.entries(matching: .event()).count == 2, "down and up")
    expectTrace(app, contains: .stateChange(recognizer: "tap", from: .possible, to: .ended))
  }

  @Test("a gesture pattern does not match another note of the same recognizer")
  func kindsAreDistinct() throws {
    let (_, trace) = try tappedCard()
    #expect(!trace.contains(.waiting(recognizer: "tap")))
    #expect(!trace.contains(.released(recognizer: "tap")))
    #expect(!trace.contains(.coerced(recognizer: "tap")))
    #expect(!trace.contains(.handled(.began, by: "tap")))
  }

  @Test("the ordered matcher needs the patterns in order, gaps allowed")
  func orderedSubsequence() throws {
    let (_, trace) = try tappedCard()
    expectTrace(
      trace,
      containsInOrder: [
        .delivered(.began, to: "card"), .stateChange(recognizer: "tap", to: .ended),
        .delivered(.cancelled, to: "card"),
      ])
    withKnownIssue {
      expectTrace(
        trace,
        containsInOrder: [.delivered(.cancelled, to: "card"), .stateChange(recognizer: "tap", to: .ended)])
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("expected 2 entries in order; found the first 1:")
        && message.contains("✓ cancelled → \"card\" [any] — #")
        && message.contains("✗ \"tap\": any → ended (cause any) — no state change like it after #")
        && message.contains("it matches only earlier entries:\n  #")
        && message.contains("tap: possible → ended (tap 1 of 1 ended)")
    }
  }

  @Test(
    "a failed contains says what was expected and lists the trace's entries of that kind, the subject's first"
  )
  func containsFailureMessage() throws {
    let (_, trace) = try tappedCard()
    withKnownIssue {
      expectTrace(trace, contains: .stateChange(recognizer: "tap", from: .possible, to: .failed))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("expected a state change — \"tap\": possible → failed (cause any)\n")
        && message.contains("the trace's state changes (those of \"tap\" first):\n  #")
        && message.contains(" tap: possible → ended (tap 1 of 1 ended)")
    }
  }

  @Test("a failed contains with no entry of the kind lists the whole trace")
  func containsFailureWithoutKind() throws {
    let (_, trace) = try tappedCard()
    withKnownIssue {
      expectTrace(trace, contains: .waiting(recognizer: "tap", for: "double"))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix(
        "expected a wait — \"tap\": wants to recognize, waits for \"double\" to fail\n")
        && message.contains("the trace's entries (it has no waits):\n  #0 [0.000] event 1: finger 1 began")
        && message.contains("touchesBegan → card [finger 1]")
    }
  }

  @Test("a failed lacks quotes every matching entry with its number")
  func lacksFailureMessage() throws {
    let (_, trace) = try tappedCard()
    expectTrace(trace, lacks: .stateChange(recognizer: "tap", to: .failed))
    withKnownIssue {
      expectTrace(trace, lacks: .delivered(to: "card"))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("expected no delivery like — any → \"card\" [any]\nbut the trace has:\n  #")
        && message.contains("touchesBegan → card [finger 1]")
        && message.contains("touchesCancelled → card [finger 1]")
    }
  }

  @Test("a failed trace expectation attaches the trace")
  func failureAttachesTrace() throws {
    let (_, trace) = try tappedCard()
    withKnownIssue {
      expectTrace(trace, contains: .note("never written"))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("expected a note — note: \"never written\"")
    }
  }

  @Test("typed patterns describe the decision they want in the trace's words, or by the rule's name")
  func typedDescriptions() {
    #expect(
      TracePattern.stateChange(recognizer: "tap", to: .failed, because: .movedBeyondLimit).description
        == "\"tap\": any → failed (cause movedBeyondLimit)")
    #expect(
      TracePattern.stateChange(cause: .tapEnded(tap: 1, of: 2)).description
        == "any: any → any (cause tap 1 of 2 ended)")
    #expect(
      TracePattern.notDelivered(.began, because: .hitTestFoundNothing).description
        == "began not delivered to any for any: hitTestFoundNothing")
  }

  @Test("a refusal pattern matches the typed refusal or its rule, not its words")
  func typedRefusalAndQueue() throws {
    let (app, _) = try tappedCard()
    let trace = try app.touchDown(1, at: CGPoint(x: 500, y: 500))
    expectTrace(
      trace, contains: .notDelivered(.began, to: "any view", finger: 1, reason: .hitTestFoundNothing))
    expectTrace(trace, contains: .notDelivered(because: .hitTestFoundNothing))
    expectTrace(trace, lacks: .notDelivered(because: .exclusiveTouch))
    expectTrace(trace, lacks: .touchBound(finger: 1))
  }

  @Test("text patterns: exact, containing and prefix, described as a message shows them")
  func textPatterns() {
    let exact: TracePattern.Text = "tap"
    #expect(exact.matches("tap") && !exact.matches("taps"))
    #expect(TracePattern.Text.containing("ap").matches("tap"))
    #expect(TracePattern.Text.prefix("ta").matches("tap") && !TracePattern.Text.prefix("ap").matches("tap"))
    #expect(exact.description == "\"tap\"")
    #expect(TracePattern.Text.containing("ap").description == "containing \"ap\"")
    #expect(TracePattern.Text.prefix("ta").description == "starting \"ta\"")
  }
}

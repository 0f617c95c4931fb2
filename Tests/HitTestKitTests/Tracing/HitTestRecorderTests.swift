import Testing

@testable import HitTestKit

/// The recorder stores its steps in plain buffers that grow, joining a visit's first steps into its entry: a
/// trace longer than their first capacity must come out whole and in order, and every joined step read back.
@Suite struct HitTestRecorderTests {
  @Test("a plain buffer keeps every element, in order, across growth")
  func plainBufferGrowth() {
    var buffer = PlainBuffer<Int>()
    let hadMemory = buffer.hasMemory
    #expect(!hadMemory)
    #expect(buffer.last == nil)
    for value in 0..<1_000 { buffer.append(value) }
    let count = buffer.count
    #expect(count == 1_000)
    var inOrder = true
    for index in 0..<1_000 where buffer[index] != index { inOrder = false }
    #expect(inOrder)
    buffer[10] = -1
    let changed = buffer[10]
    #expect(changed == -1)
    buffer.removeLast()
    #expect(buffer.last == 998)
    let elements = Array(buffer.elements)
    #expect(elements.count == 999 && elements[998] == 998 && elements[10] == -1)
    let hasMemory = buffer.hasMemory
    #expect(hasMemory)
  }

  @Test("a plain buffer appends in place exactly while it has room, then grows on the next append")
  func plainBufferAppendsWithinCapacity() {
    var buffer = PlainBuffer<Int>()
    let roomBefore = buffer.hasRoom
    #expect(!roomBefore, "no memory, no room")
    buffer.reserve(3)
    var appended = 0
    while buffer.hasRoom {
      buffer.appendWithinCapacity(appended)
      appended += 1
    }
    #expect(appended == 3)
    buffer.append(3)
    let roomAfterGrowth = buffer.hasRoom
    #expect(roomAfterGrowth)
    #expect(Array(buffer.elements) == [0, 1, 2, 3])
  }

  @Test("a chain of 100 nested views is traced whole: 100 visits, each one level deeper, and the leaf hit")
  func deepChainTrace() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var parent: View = window
    var chain: [View] = []
    for index in 0..<100 {
      let view = View(frame: CGRect(x: 1, y: 1, width: 300, height: 300))
      view.name = "level\(index)"
      parent.addSubview(view)
      chain.append(view)
      parent = view
    }
    let trace = window.hitTestTrace(at: CGPoint(x: 150, y: 150))
    #expect(trace.result === chain.last)
    #expect(trace.visitedViews.count == 101)
    let visitDepths = trace.steps.compactMap { step -> Int? in
      if case .visit = step.kind { return step.depth }
      return nil
    }
    #expect(visitDepths == Array(0...100))
    // Each view: visit, bounds check, point inside, subviews, default result, returned.
    #expect(trace.steps.count == 101 * 6)
  }

  @Test("an untraced hit test leaves the event's recorder idle")
  func untracedStaysIdle() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let event = Event()
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: event) === window)
    let isRecording = event.hitTestRecorder.isRecording
    #expect(!isRecording)
  }

  @Test("a miss is stored as one entry and read back as its five steps; steps that cannot join stay apart")
  func missesDecodeStepByStep() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let missed = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    missed.name = "missed"
    let generous = GenerousView(frame: CGRect(x: 150, y: 0, width: 20, height: 20))
    generous.name = "generous"
    let stubborn = NilReturningView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stubborn.name = "stubborn"
    window.addSubview(stubborn)
    window.addSubview(missed)
    window.addSubview(generous)
    let trace = window.hitTestTrace(at: CGPoint(x: 10, y: 10))
    let summary = trace.steps.map { step in "\(step.depth) \(step.viewName) \(Self.describe(step.kind))" }
    #expect(
      summary == [
        "0 window visit (10, 10)",
        "1 window bounds (x 0, y 0, w 200, h 200) true",
        "1 window pointInside true",
        "1 window subviews generous, missed, stubborn",
        "1 generous visit (-140, 10)",
        "2 generous bounds (x 0, y 0, w 20, h 20) false",
        "2 generous pointInside true",
        "2 generous subviews ",
        "2 generous default generous",
        "2 generous returned generous usedDefault true",
        "1 window default generous",
        "1 window returned generous usedDefault true",
      ])
    let missTrace = window.hitTestTrace(at: CGPoint(x: 190, y: 190))
    let missSummary = missTrace.steps.map { step in
      "\(step.depth) \(step.viewName) \(Self.describe(step.kind))"
    }
    #expect(
      missSummary == [
        "0 window visit (190, 190)",
        "1 window bounds (x 0, y 0, w 200, h 200) true",
        "1 window pointInside true",
        "1 window subviews generous, missed, stubborn",
        "1 generous visit (40, 190)",
        "2 generous bounds (x 0, y 0, w 20, h 20) false",
        "2 generous pointInside false",
        "2 generous default nil",
        "2 generous returned nil usedDefault true",
        "1 missed visit (90, 90)",
        "2 missed bounds (x 0, y 0, w 50, h 50) false",
        "2 missed pointInside false",
        "2 missed default nil",
        "2 missed returned nil usedDefault true",
        "1 stubborn visit (190, 190)",
        "2 stubborn bounds (x 0, y 0, w 200, h 200) true",
        "2 stubborn pointInside true",
        "2 stubborn subviews ",
        "2 stubborn default stubborn",
        "2 stubborn returned nil usedDefault true",
        "1 window default window",
        "1 window returned window usedDefault true",
      ])
  }

  @Test("odd hierarchies read back step by step: a check asked twice, an override without super, a skip")
  func oddHierarchiesDecodeStepByStep() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let twice = TwiceAskingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let selfish = SelfReturningView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    let hidden = View(frame: window.bounds)
    hidden.isHidden = true
    for (view, name) in [(twice, "twice"), (selfish, "selfish"), (hidden, "hidden")] {
      view.name = name
      window.addSubview(view)
    }
    /// The window's first steps and the two views it tries before `twice`, which never hit.
    func stepsBeforeTwice(at point: String, selfishAt selfishPoint: String) -> [String] {
      [
        "0 window visit \(point)",
        "1 window bounds (x 0, y 0, w 200, h 200) true",
        "1 window pointInside true",
        "1 window subviews hidden, selfish, twice",
        "1 hidden visit \(point)",
        "2 hidden skipped hidden",
        "2 hidden default nil",
        "2 hidden returned nil usedDefault true",
        "1 selfish visit \(selfishPoint)",
        "2 selfish returned nil usedDefault false",
      ]
    }
    /// `twice`'s visit and its two bounds checks (the first joins the visit's entry, the second stands alone).
    func twiceAsked(at point: String, answer: Bool) -> [String] {
      let bounds = "2 twice bounds (x 0, y 0, w 50, h 50) \(answer)"
      return ["1 twice visit \(point)", bounds, bounds, "2 twice pointInside \(answer)"]
    }
    // A hit in `twice`, then a miss of it: the window's own result ends each trace.
    let ends = [
      [
        "2 twice subviews ", "2 twice default twice", "2 twice returned twice usedDefault true",
        "1 window default twice", "1 window returned twice usedDefault true",
      ],
      [
        "2 twice default nil", "2 twice returned nil usedDefault true", "1 window default window",
        "1 window returned window usedDefault true",
      ],
    ]
    for (index, (x, selfishX)) in [(10, -90), (60, -40)].enumerated() {
      let point = "(\(x), \(x))"
      let trace = window.hitTestTrace(at: CGPoint(x: x, y: x))
      let expected =
        stepsBeforeTwice(at: point, selfishAt: "(\(selfishX), \(x))")
        + twiceAsked(at: point, answer: index == 0)
        + ends[index]
      #expect(trace.steps.map(Self.summary) == expected)
    }
  }

  /// Adds "hider" (it runs the default algorithm, then returns nil) in front of `window`'s subviews, holding
  /// "lender" (it runs the default algorithm, then returns its "loan", a view in no hierarchy).
  private static func addHiderAndLender(to window: Window) -> (NilReturningView, LendingView) {
    let hider = NilReturningView(frame: window.bounds)
    hider.name = "hider"
    let lender = LendingView(frame: window.bounds)
    lender.name = "lender"
    hider.addSubview(lender)
    window.addSubview(hider)
    return (hider, lender)
  }

  @Test("views kept alive and subview lists share the log's buffer: each list reads back as it was, in order")
  func keptViewsAndListsInterleaved() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = View(frame: window.bounds)
    inner.name = "inner"
    let leaf = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaf.name = "leaf"
    inner.addSubview(leaf)
    window.addSubview(inner)
    let (hider, lender) = Self.addHiderAndLender(to: window)
    // Kept in order: the window, its list, hider's, lender's (empty), the loan lender returned (a view kept between
    // lists), inner's, leaf's.
    let trace = window.hitTestTrace(at: CGPoint(x: 5, y: 5))
    func lists() -> [String] {
      trace.steps.compactMap { step in
        guard case .subviewsFrontToBack(let views) = step.kind else { return nil }
        return "\(step.viewName): \(views.map(\.displayName).joined(separator: ", "))"
      }
    }
    // Read only after the hierarchy is taken apart: the lists come from the log, not from the views.
    for view in [leaf, lender, inner, hider] { view.removeFromSuperview() }
    #expect(lists() == ["window: hider, inner", "hider: lender", "lender: ", "inner: leaf", "leaf: "])
    #expect(trace.result === leaf)
    #expect(
      trace.steps.contains {
        if case .returned(let view?, _) = $0.kind { view.name == "loan" } else { false }
      })
  }

  @Test("a trace keeps alive a view that only an override's result named, after the override lets it go")
  func traceKeepsForeignResultAlive() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (_, lender) = Self.addHiderAndLender(to: window)
    weak var weakLoan: View?
    var trace: HitTestTrace? = window.hitTestTrace(at: CGPoint(x: 5, y: 5))
    weakLoan = lender.loan
    lender.loan = nil
    #expect(weakLoan != nil)  // only the trace's steps name it now
    #expect(trace?.result === window)
    let names = trace?.steps.compactMap { step -> String? in
      if case .returned(let view?, _) = step.kind { return "\(step.viewName) → \(view.displayName)" }
      return nil
    }
    #expect(names == ["lender → loan", "window → window"])
    #expect(trace?.description.contains("loan") == true)
    trace = nil
    #expect(weakLoan == nil)
  }

  private static func summary(_ step: HitTestTrace.Step) -> String {
    "\(step.depth) \(step.viewName) \(describe(step.kind))"
  }

  private static func describe(_ kind: HitTestTrace.Step.Kind) -> String {
    switch kind {
    case .skipped(.hidden): "skipped hidden"
    case .visit(let point): "visit \(point.compactDescription)"
    case .boundsCheck(let rect, let contains): "bounds \(rect.compactDescription) \(contains)"
    case .pointInside(let inside): "pointInside \(inside)"
    case .subviewsFrontToBack(let views): "subviews " + views.map(\.displayName).joined(separator: ", ")
    case .defaultResult(let view): "default \(view?.displayName ?? "nil")"
    case .returned(let view, let usedDefault):
      "returned \(view?.displayName ?? "nil") usedDefault \(usedDefault)"
    default: "other"
    }
  }
}

/// Says yes to any point within 150 pt of its bounds (after asking the default test).
private final class GenerousView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    super.point(inside: point, with: event) || bounds.insetBy(dx: -150, dy: -150).contains(point)
  }
}

/// Asks the default `point(inside:with:)` twice, and answers the second time's answer.
private final class TwiceAskingView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    _ = super.point(inside: point, with: event)
    return super.point(inside: point, with: event)
  }
}

/// Returns itself for a point in its bounds, without calling `super`.
private final class SelfReturningView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    bounds.contains(point) ? self : nil
  }
}

/// Runs the default algorithm, then returns a view of its own that is in no hierarchy.
private final class LendingView: View {
  var loan: View? = {
    let view = View(frame: .zero)
    view.name = "loan"
    return view
  }()

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    _ = super.hitTest(point, with: event)
    return loan
  }
}

/// Runs the default algorithm, then returns nil whatever it found.
private final class NilReturningView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    _ = super.hitTest(point, with: event)
    return nil
  }

  @Test("a trace keeps every view it names alive after the hierarchy is taken apart and let go")
  func traceOutlivesItsViews() {
    var trace: HitTestTrace?
    weak var weakLeaf: View?
    do {
      let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.name = "root"
      for index in 0..<5 {
        let card = View(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 100, height: 20))
        card.name = "card\(index)"
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        leaf.name = "leaf\(index)"
        card.addSubview(leaf)
        root.addSubview(card)
        if index == 1 { weakLeaf = leaf }
      }
      let before = root.hitTestTrace(at: CGPoint(x: 10, y: 30)).description
      trace = root.hitTestTrace(at: CGPoint(x: 10, y: 30))
      for card in root.subviews {
        for leaf in card.subviews { leaf.removeFromSuperview() }
        card.removeFromSuperview()
      }
      #expect(trace?.description == before)
    }
    #expect(weakLeaf != nil)  // the trace holds the hit view
    let names = trace?.visitedViews.map(\.displayName) ?? []
    #expect(names == ["root", "card4", "card3", "card2", "card1", "leaf1"])
    #expect(trace?.result?.displayName == "leaf1")
    #expect(trace?.description.contains("→ hit: leaf1") == true)
    trace = nil
    #expect(weakLeaf == nil)  // and lets it go with the trace
  }
}

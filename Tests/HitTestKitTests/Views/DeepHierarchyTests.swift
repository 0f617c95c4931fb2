import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

/// A chain of `depth` views below a window, each filling its parent; built from the bottom up, so that
/// each `addSubview` is O(1) (it checks the new superview's ancestors, and it has none yet).
private func deepChain(depth: Int) -> (window: Window, leaf: View) {
  let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  let leaf = View(frame: frame)
  leaf.name = "leaf"
  var top = leaf
  for _ in 1..<depth {
    let parent = View(frame: frame)
    parent.addSubview(top)
    top = parent
  }
  let window = Window(frame: frame)
  window.name = "window"
  window.addSubview(top)
  return (window, leaf)
}

/// Holds a value made on another thread until the test reads it back (the thread is joined first).
private final class Handoff<Value>: @unchecked Sendable {
  var value: Value?
}

/// Runs `body` on a thread with a `megabytes` stack and waits for it: hit testing recurses per level, so
/// a hierarchy deeper than a test thread's stack holds is hit-tested there.
private func onThread<Value>(stackMegabytes megabytes: Int, _ body: @escaping () -> Value) -> Value {
  let handoff = Handoff<Value>()
  let done = DispatchSemaphore(value: 0)
  let work = Handoff<() -> Value>()
  work.value = body
  let thread = Thread {
    handoff.value = work.value!()
    done.signal()
  }
  thread.stackSize = megabytes << 20
  thread.start()
  done.wait()
  return handoff.value!
}

@Suite struct DeepHierarchyTests {
  @Test("a hierarchy 4,000 levels deep, hitTest's documented depth for debug builds, is hit-tested")
  func hitTestAtDocumentedDepth() {
    // The documented figure is for an 8 MiB stack; 32 MiB leaves room for AddressSanitizer's larger frames.
    let hitLeaf = onThread(stackMegabytes: 32) {
      let (window, leaf) = deepChain(depth: 4_000)
      return window.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf
    }
    #expect(hitLeaf)
  }

  @Test("a trace 10,000 levels deep renders without recursion, one line per level and linear in size")
  func deepTraceRenders() {
    let trace = onThread(stackMegabytes: 256) {
      deepChain(depth: 10_000).window.hitTestTrace(at: CGPoint(x: 5, y: 5))
    }
    let text = trace.description
    let lines = text.split(separator: "\n")
    #expect(trace.result?.name == "leaf")
    // The header, the window's line, an opening line per view above the leaf, the leaf's line, a closing
    // line per view above the leaf and the window's, and the result.
    #expect(lines.count == 1 + 1 + 9_999 + 1 + 9_999 + 1 + 1)
    #expect(lines.contains { $0.hasPrefix(String(repeating: "  ", count: 40) + "[10000] leaf (5, 5): ") })
    #expect(lines.last == "→ hit: leaf")
    #expect(text.utf8.count < 300 * 20_003, "capped indentation keeps the text linear in the depth")
  }

  @Test("explainMiss follows a path 10,000 levels deep and names the culprit at the bottom")
  func deepExplainMiss() {
    let explanation = onThread(stackMegabytes: 256) {
      let (window, leaf) = deepChain(depth: 10_000)
      leaf.superview?.isUserInteractionEnabled = false
      return window.explainMiss(of: leaf, at: CGPoint(x: 5, y: 5))
    }
    guard case .skipped(let culprit, .userInteractionDisabled) = explanation.reason else {
      Issue.record("expected the leaf's superview to be named, got \(explanation.reason)")
      return
    }
    #expect(culprit === explanation.expected.superview)
    #expect(explanation.description.hasPrefix("leaf did not get the touch at (5, 5): its ancestor View#1 "))
    #expect(explanation.trace.result === culprit.superview, "the search stops above the disabled view")
  }

  @Test("points convert up and down a chain 100,000 levels deep, without recursion, exactly")
  func deepConversion() {
    let (window, leaf) = deepChain(depth: 100_000)
    // Each level fills its parent at the origin, so the point is the same at every level.
    let point = CGPoint(x: 12.5, y: 40)
    #expect(leaf.convert(point, from: nil) == point)
    #expect(leaf.convert(point, to: nil) == point)
    #expect(window.convert(point, to: leaf) == point)
    // A singular transform half-way down: no point maps below it.
    var middle = leaf
    for _ in 0..<50_000 { middle = middle.superview! }
    middle.transform = CGAffineTransform(scaleX: 0, y: 1)
    let converted = leaf.convert(point, from: nil)
    #expect(converted.x.isNaN && converted.y.isNaN)
  }

  @Test("a hierarchy 100,000 levels deep is deallocated without recursion")
  func deepHierarchyDeallocates() {
    weak var weakLeaf: View?
    weak var weakWindow: Window?
    do {
      let (window, leaf) = deepChain(depth: 100_000)
      weakLeaf = leaf
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(weakLeaf == nil)
  }

  @Test("freeing a hierarchy keeps the views someone still holds, with their subviews")
  func deallocationKeepsHeldSubtrees() {
    let kept: View
    let keptChild: View
    do {
      let (window, leaf) = deepChain(depth: 10)
      kept = leaf.superview!.superview!
      keptChild = leaf.superview!
      _ = window
    }
    #expect(kept.superview == nil, "its superview was freed")
    #expect(kept.subviews.count == 1)
    #expect(kept.subviews.first === keptChild)
    #expect(keptChild.subviews.first?.name == "leaf")
    #expect(keptChild.superview === kept)
  }
}

@Suite struct SupportedDepthTests {
  @Test("a traced tap at the supported depth (View.maximumTouchDepth) works on Swift Testing's own thread")
  func tracedTapAtTheSupportedDepth() throws {
    let (window, leaf) = deepChain(depth: View.maximumTouchDepth)
    final class Catcher: View {
      var phases: [Touch.Phase] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append(.began) }
      override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { phases.append(.ended) }
    }
    let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    leaf.superview!.addSubview(catcher)  // at the same depth as the leaf, in front of it
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 5, y: 5))
    #expect(catcher.phases == [.began, .ended])
    expectTrace(trace, contains: .hitTest(finger: 1, result: "Catcher#1"))
    // The untraced tap too, and an untouched chain forwarding up the responder chain all the way.
    app.isTracing = false
    catcher.removeFromSuperview()
    try app.tap(at: CGPoint(x: 5, y: 5))
    app.isTracing = true
    let forwarded = try app.tap(at: CGPoint(x: 5, y: 5))
    expectTrace(forwarded, contains: .unhandled(.began))
  }

  @Test("a touch hit-tested deeper than View.maximumTouchDepth stops with its message, in release builds too")
  func tooDeepStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let (window, _) = deepChain(depth: View.maximumTouchDepth + 2)
      _ = try? Application(window: window).tap(at: CGPoint(x: 5, y: 5))
    }
    // Release builds too (issue 32, row 15): `preconditionFailure` printed nothing there.
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("The touch's hit test went more than 2000 levels deep"))
  }
}

import HitTestKit

/// Times a full tap (touch down, touch up: two events) through a 1,000-view hierarchy, against the plain
/// hit test of the same point measured in the same run.
///
/// The hierarchy is a chain of 1,000 nested views with the hit view at the bottom, so both the hit test and
/// the responder chain walk all of it. No view overrides a touch method: every phase is forwarded up the
/// whole chain to the application. The ratios show what dispatch adds to the hit test it starts with:
/// events, touch binding, delivery and forwarding, with and without the interaction trace, and with five
/// tap recognizers on the hit view's ancestors (each bound, delivered to, recognizing or failing, reset).
func runDispatchBenchmarks() {
  section("Tap dispatch (down + up) through a chain of 1,000 views, hit view deepest")
  let plain = DispatchChain(depth: 1_000)
  let withRecognizers = DispatchChain(depth: 1_000, recognizers: 5)
  let samples = measureInterleaved([
    { blackHole(plain.window.hitTest(plain.point, with: nil)) },
    { blackHole(Application(window: plain.window, isTracing: false)) },
    { plain.tap(tracing: false) },
    { plain.tap(tracing: true) },
    { withRecognizers.tap(tracing: false) },
  ])
  let (hitTest, creation, untraced, traced, recognizing) = (
    samples[0], samples[1], samples[2], samples[3], samples[4]
  )
  report("baseline: window.hitTest(_:with:) of the same point", hitTest, "ns")
  report("Application(window:) alone (included in every tap below)", creation, "ns")
  report("tap, tracing off", untraced, "ns/tap")
  report("tap, tracing on", traced, "ns/tap")
  report("tap, tracing off, 5 TapGestureRecognizers on ancestors", recognizing, "ns/tap")
  report("ratio tap (tracing off) / hit test", untraced.ratio(to: hitTest), "×")
  report("ratio tap (tracing on) / tap (tracing off)", traced.ratio(to: untraced), "×")
  report("ratio tap with 5 recognizers / tap without", recognizing.ratio(to: untraced), "×")
}

/// A window holding a chain of nested views, the deepest one under ``point``.
private struct DispatchChain {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  /// A point inside every view of the chain.
  let point = CGPoint(x: 160, y: 240)

  /// Builds `depth` nested views, and puts `recognizers` tap recognizers on the deepest view's ancestors.
  init(depth: Int, recognizers: Int = 0) {
    var parent: View = window
    var chain: [View] = []
    for _ in 0..<depth {
      let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      parent.addSubview(view)
      chain.append(view)
      parent = view
    }
    // Spread over the chain above the hit view, so binding walks the whole chain to find them.
    for index in 0..<recognizers {
      let ancestor = chain[(chain.count - 1) * index / max(recognizers, 1)]
      ancestor.addGestureRecognizer(TapGestureRecognizer())
    }
  }

  /// One tap (down, then up; no time between them) in a fresh application.
  ///
  /// A fresh application per tap, so that a traced tap starts from an empty trace; the cost of creating
  /// the application is measured on its own.
  func tap(tracing: Bool) {
    let app = Application(window: window, isTracing: tracing)
    do {
      try app.touchDown(1, at: point)
      try app.touchUp(1)
    } catch {
      fatalError("tap failed: \(error)")
    }
  }
}

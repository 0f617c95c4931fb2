import HitTestKit
import HitTestKitTesting
import Testing

/// A list of what completions received, shared by the closures of one test.
private final class Log {
  var entries: [String] = []
}

@Suite struct AnimationCompletionTests {
  @Test("the completion runs with true once the duration has passed, from the clock, not before")
  func finishes() throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: 0.5, animations: { scene.target.center.x += 100 },
      completion: {
        log.entries.append("1: \($0)")
      })
    #expect(scene.target.center.x == 130)  // the model value changed at once
    try scene.app.wait(.seconds(0.4))
    #expect(log.entries.isEmpty)
    try scene.app.wait(.seconds(0.1))
    #expect(log.entries == ["1: true"])
    try scene.app.wait(.seconds(5))
    #expect(log.entries == ["1: true"])
  }

  @Test("a second animation of the same property adds to the first: both complete with true, in order")
  func additive() throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.target.center.x = 130 },
      completion: {
        log.entries.append("first: \($0)")
      })
    try scene.app.wait(.seconds(0.5))
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.target.center.x = 30 },
      completion: { log.entries.append("second: \($0)") })
    // model 30 + first's remaining (30 − 130) · 0.5 + second's (130 − 30) · 1 = 80, where the view was shown.
    #expect(abs(try #require(scene.target.layer.presentation()).position.x - 80) < 1e-9)
    try scene.app.wait(.seconds(0.5))
    // 30 + 0 + 100 · 0.5
    #expect(abs(try #require(scene.target.layer.presentation()).position.x - 80) < 1e-9)
    try scene.app.wait(.seconds(0.5))
    #expect(log.entries == ["first: true", "second: true"])
    #expect(try #require(scene.target.layer.presentation()).position.x == 30)
  }

  @Test("removing the view from its window ends its animation: completion(false) at the next clock step")
  func removal() throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: 1, animations: { scene.target.alpha = 0.2 }, completion: { log.entries.append("\($0)") })
    scene.target.removeFromSuperview()
    #expect(log.entries.isEmpty)
    let trace = try scene.app.wait(.zero)
    #expect(log.entries == ["false"])
    #expect(trace.description.contains("timer fired: animation 1 completion (interrupted)"))
    expectTrace(
      scene.app.trace,
      contains: .animation(
        views: "target",
        .interrupted(number: 1, reason: .leftWindow(TracedObject(scene.target)), goesOn: false)))
    expectTrace(trace, contains: .animation(views: "target", .completion(number: 1, finished: false)))
    scene.window.addSubview(scene.target)
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.target)  // its touch block ended with it
    try scene.app.wait(.seconds(2))
    #expect(log.entries == ["false"])
  }

  @Test("layer.removeAllAnimations() ends every animation of the view with false and shows the model values")
  func removeAllAnimations() throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: 1, animations: { scene.target.center.x = 200 },
      completion: {
        log.entries.append("a \($0)")
      })
    View.animate(
      withDuration: 2, animations: { scene.target.alpha = 0.5 }, completion: { log.entries.append("b \($0)") }
    )
    try scene.app.wait(.seconds(0.5))
    scene.target.layer.removeAllAnimations()
    #expect(scene.target.layer.animationKeys() == nil)
    #expect(try #require(scene.target.layer.presentation()).position.x == 200)
    try scene.app.wait(.zero)
    #expect(log.entries == ["a false", "b false"])
  }

  @Test("an animation of two views, one removed, ends on time with false for the other")
  func partlyInterrupted() throws {
    let scene = AnimationScene()
    let other = View(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
    scene.window.addSubview(other)
    let log = Log()
    View.animate(
      withDuration: 1,
      animations: {
        scene.target.alpha = 0.5
        other.alpha = 0.5
      }, completion: { log.entries.append("\($0)") })
    scene.target.removeFromSuperview()
    try scene.app.wait(.seconds(0.5))
    #expect(log.entries.isEmpty)
    #expect(scene.hit(CGPoint(x: 210, y: 210)) === scene.background)  // other still animating
    try scene.app.wait(.seconds(0.5))
    #expect(log.entries == ["false"])
  }

  @Test("nothing to animate: completion(true) at the next clock step; no window: before animate returns")
  func nothingToAnimate() throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: 1, animations: { scene.target.alpha = 1 },
      completion: { log.entries.append("same \($0)") })
    View.animate(
      withDuration: 0, animations: { scene.target.alpha = 0.5 },
      completion: {
        log.entries.append("zero \($0)")
      })
    #expect(log.entries.isEmpty)
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.target)  // nothing animates, nothing blocks
    try scene.app.wait(.zero)
    #expect(log.entries == ["same true", "zero true"])
    let loose = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    View.animate(
      withDuration: 1, animations: { loose.center.x = 50 }, completion: { log.entries.append("loose \($0)") })
    #expect(log.entries.last == "loose true")
    #expect(loose.center.x == 50)
    #expect(loose.layer.presentation() == nil)
  }

  @Test(
    "bad durations and delays never crash: NaN, ∞ and negative durations make the change without animating",
    arguments: [-1, Double.nan, Double.infinity, -Double.infinity])
  func badDuration(duration: Double) throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: duration, delay: 0, animations: { scene.target.center.x = 200 },
      completion: {
        log.entries.append("\($0)")
      })
    #expect(scene.target.center.x == 200)
    #expect(scene.target.layer.animationKeys() == nil)
    #expect(scene.hit(CGPoint(x: 200, y: 30)) === scene.target)
    try scene.app.wait(.zero)
    #expect(log.entries == ["true"])
  }

  @Test(
    "bad delays count as no delay", arguments: [-1, Double.nan, Double.infinity, -Double.infinity])
  func badDelay(delay: Double) throws {
    let scene = AnimationScene()
    let log = Log()
    View.animate(
      withDuration: 1, delay: delay, animations: { scene.target.center.x = 200 },
      completion: {
        log.entries.append("\($0)")
      })
    try scene.app.wait(.seconds(1))
    #expect(log.entries == ["true"])
    expectTrace(
      scene.app.trace,
      contains: .animation(views: "target", "the delay counts as 0") {
        guard case .timingAdjusted(1, _, 1, 0) = $0 else { return false }
        return true
      })
  }

  @Test("a spring with bad parameters still ends on time; a damping ratio of 1 never overshoots")
  func spring() throws {
    let scene = AnimationScene()
    let log = Log()
    for (damping, velocity) in [(CGFloat.nan, CGFloat.infinity), (-3, .nan), (0, 0), (1, 0), (4, 2)] {
      View.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
        animations: { scene.target.center.x += 10 }, completion: { log.entries.append("\($0)") })
    }
    try scene.app.wait(.seconds(0.5))
    #expect(log.entries == Array(repeating: "true", count: 5))
    let critical = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { critical.target.center.x = 130 })
    var previous: CGFloat = 30
    for _ in 0..<20 {
      try critical.app.wait(.seconds(0.05))
      let x = try #require(critical.target.layer.presentation()).position.x
      #expect(x >= previous && x <= 130)
      previous = x
    }
  }

  @Test("an underdamped spring overshoots its target, then ends there")
  func springOvershoots() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      animations: { scene.target.center.x = 130 })
    var farthest: CGFloat = 0
    for _ in 0..<40 {
      try scene.app.wait(.seconds(0.025))
      farthest = max(farthest, try #require(scene.target.layer.presentation()).position.x)
    }
    #expect(farthest > 140)
    #expect(try #require(scene.target.layer.presentation()).position.x == 130)
  }

  @Test("a presentation layer is read-only: setting it changes neither the copy nor the view")
  func readOnlyPresentation() throws {
    let scene = AnimationScene()
    let shown = try #require(scene.target.layer.presentation())
    shown.position = CGPoint(x: 300, y: 300)
    shown.opacity = 0
    shown.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(shown.position == CGPoint(x: 30, y: 30) && shown.opacity == 1)
    #expect(scene.target.center == CGPoint(x: 30, y: 30) && scene.target.alpha == 1)
    #expect(scene.target.transform == .identity)
  }

  @Test(
    "the interaction trace tells the animation's story, and the renderer words it", .timeLimit(.minutes(1)))
  func traced() throws {
    let scene = AnimationScene()
    let before = AnimatedValues(of: scene.target)
    View.animate(
      withDuration: 0.3, animations: { scene.target.center = CGPoint(x: 30, y: 130) },
      completion: { _ in scene.app.note("done") })
    try scene.app.wait(.seconds(0.3))
    let change = ViewAnimation.Change(
      view: TracedObject(scene.target), from: before, to: AnimatedValues(of: scene.target))
    expectTrace(
      scene.app.trace,
      containsInOrder: [
        .animation(
          views: "target",
          .began(
            number: 1, changes: [change], duration: 0.3, delay: 0, timing: .curve(.easeInOut),
            allowsUserInteraction: false)),
        .animation(views: "target", .completion(number: 1, finished: true)),
      ])
    let text = scene.app.trace.description
    #expect(
      text.contains(
        "target: animation 1 begins, 0.3 s ease-in-out: center (30, 30) → (30, 130); no touches until it ends "
          + "(no .allowUserInteraction)"))
    #expect(text.contains("timer fired: animation 1 ends (target)"))
    #expect(text.contains("target: animation 1 completion(true)"))
    #expect(text.contains("note: done"))
  }

  @Test("scenes animating in parallel tasks never see each other's animations", arguments: 0..<8)
  func parallel(seed: Int) throws {
    let scene = AnimationScene()
    let log = Log()
    for step in 0..<20 {
      View.animate(
        withDuration: 0.1 * Double(seed + 1), animations: { scene.target.center.x += 1 },
        completion: {
          log.entries.append("\(step) \($0)")
        })
    }
    #expect(scene.target.layer.animationKeys()?.count == 20)
    try scene.app.wait(.seconds(1))
    #expect(log.entries == (0..<20).map { "\($0) true" })
    #expect(scene.target.center.x == 50)
  }
}

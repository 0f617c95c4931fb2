import HitTestKit
import HitTestKitTesting
import Testing

/// Views leaving their window end their part of an animation, found whichever way is cheaper: by walking the
/// removed subtree, or by asking each animated view when the subtree is the larger.
@Suite struct AnimationLeavingTests {
  @Test(
    "removing a container ends the animations of the animated views inside it, however large the container",
    arguments: [0, 50])
  func removingAContainerEndsItsSubviewsAnimations(extraSubviews: Int) throws {
    let scene = AnimationScene()
    let container = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    inner.name = "inner"
    for _ in 0..<extraSubviews { container.addSubview(View()) }
    container.addSubview(inner)
    scene.window.addSubview(container)
    var finished: [String] = []
    View.animate(
      withDuration: 1, animations: { inner.alpha = 0.5 }, completion: { finished.append("inner \($0)") })
    View.animate(
      withDuration: 1, animations: { scene.target.alpha = 0.5 },
      completion: { finished.append("target \($0)") })
    container.removeFromSuperview()
    #expect(inner.layer.animationKeys() == nil)
    expectTrace(
      scene.app.trace,
      contains: .animation(
        views: "inner", .interrupted(number: 1, reason: .leftWindow(TracedObject(inner)), goesOn: false)))
    try scene.app.wait(.seconds(1))
    #expect(finished == ["inner false", "target true"])
  }

  @Test("animations ending at the same time end in the order they began, one traced timer each")
  func simultaneousEndsInOrder() throws {
    let scene = AnimationScene()
    var finished: [Int] = []
    for number in 1...3 {
      View.animate(
        withDuration: 1, animations: { scene.target.center.x += 10 },
        completion: { _ in finished.append(number) })
    }
    let trace = try scene.app.wait(.seconds(1))
    #expect(finished == [1, 2, 3])
    for number in 1...3 {
      #expect(trace.description.contains("timer fired: animation \(number) ends (target)"))
    }
  }

  @Test("an animation beginning with an earlier end than the one the clock waits for ends first")
  func earlierEndOvertakes() throws {
    let scene = AnimationScene()
    var finished: [String] = []
    View.animate(
      withDuration: 2, animations: { scene.target.alpha = 0.5 }, completion: { _ in finished.append("long") })
    View.animate(
      withDuration: 0.5, animations: { scene.background.alpha = 0.5 },
      completion: { _ in finished.append("short") })
    try scene.app.wait(.seconds(0.5))
    #expect(finished == ["short"])
    try scene.app.wait(.seconds(1.5))
    #expect(finished == ["short", "long"])
  }
}

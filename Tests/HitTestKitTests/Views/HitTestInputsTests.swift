import HitTestKit
import Testing

/// A view whose interaction flag is computed by an override: the default hit test must ask it.
private final class GatedView: View {
  var isOpen = true
  var touchesBeganCount = 0

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    touchesBeganCount += 1  // kept here: not passed up the responder chain
  }

  override var isUserInteractionEnabled: Bool {
    get { isOpen }
    set { isOpen = newValue }
  }
}

/// A view that counts the touches that begin on it (or reach it up the responder chain).
private final class TouchCountingView: View {
  var touchesBeganCount = 0

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    touchesBeganCount += 1
  }
}

/// A view that records the values set through the stored property's observers (an override with `didSet`).
private final class ObservedView: View {
  var changes: [Bool] = []

  override var isUserInteractionEnabled: Bool {
    didSet { changes.append(isUserInteractionEnabled) }
  }
}

/// The default hit test reads a view's center, bounds, inverse transform, alpha and flags from one stored value
/// (`View.HitTestInputs`): the public properties must read back what was set, and an override of
/// `isUserInteractionEnabled` must still decide.
@Suite struct HitTestInputsTests {
  @Test("an override of isUserInteractionEnabled decides the default hit test, untraced and traced")
  func overriddenInteractionFlag() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let gated = GatedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    gated.addSubview(child)
    window.addSubview(gated)
    let point = CGPoint(x: 15, y: 15)
    #expect(window.hitTest(point, with: nil) === child)
    gated.isOpen = false
    #expect(window.hitTest(point, with: nil) === window)
    #expect(window.hitTestTrace(at: point).result === window)
    gated.isUserInteractionEnabled = true
    #expect(gated.isOpen)
    #expect(window.hitTestTrace(at: point).result === child)
  }

  @Test("an override of isUserInteractionEnabled decides a tap's hit test")
  func overriddenInteractionFlagInTap() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let background = TouchCountingView(frame: window.bounds)
    let gated = GatedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(background)
    background.addSubview(gated)
    let app = Application(window: window)
    gated.isOpen = false
    try app.tap(at: CGPoint(x: 50, y: 50))
    #expect((background.touchesBeganCount, gated.touchesBeganCount) == (1, 0))
    gated.isOpen = true
    try app.tap(at: CGPoint(x: 50, y: 50))
    #expect((background.touchesBeganCount, gated.touchesBeganCount) == (1, 1))
  }

  @Test("an override with observers sees every set, and the stored value decides")
  func observedInteractionFlag() {
    let view = ObservedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.isUserInteractionEnabled = false
    view.isUserInteractionEnabled = true
    #expect(view.changes == [false, true])
    view.isUserInteractionEnabled = false
    #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
  }

  @Test("center, bounds, alpha, hidden and transform read back what was set, and decide the hit test")
  func valuesReadBack() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = View(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
    parent.addSubview(view)
    #expect(view.center == CGPoint(x: 30, y: 35))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    view.center = CGPoint(x: 100, y: 100)
    view.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(view.frame == CGRect(x: 80, y: 85, width: 40, height: 30))
    #expect(parent.hitTest(CGPoint(x: 81, y: 86), with: nil) === view)
    view.alpha = 0.005
    #expect(view.alpha == 0.005)
    #expect(parent.hitTest(CGPoint(x: 81, y: 86), with: nil) === parent)
    view.alpha = 1
    view.isHidden = true
    #expect(view.isHidden)
    #expect(parent.hitTest(CGPoint(x: 81, y: 86), with: nil) === parent)
    view.isHidden = false
    view.transform = CGAffineTransform(scaleX: 0, y: 1)
    #expect(parent.hitTest(CGPoint(x: 100, y: 100), with: nil) === parent)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Twice the size about the center: (100, 100) ± (40, 30).
    #expect(parent.hitTest(CGPoint(x: 61, y: 71), with: nil) === view)
    view.transform = .identity
    #expect(parent.hitTest(CGPoint(x: 61, y: 71), with: nil) === parent)
  }

  @Test("a name set, cleared and set again reads as set, then as the default name")
  func namesAfterClearing() {
    let parent = View()
    let view = View()
    #expect(view.displayName == "view")
    parent.addSubview(view)
    #expect(view.displayName == "View#1")
    view.name = "card"
    #expect(view.name == "card")
    view.name = nil
    #expect(view.displayName == "View#1")
    #expect(view.name == "View#1")
    let second = View()
    second.name = "kept"
    parent.addSubview(second)
    #expect(second.displayName == "kept")
    second.name = nil
    #expect(second.displayName == "View#2")
  }

  @Test("layer values and a view controller's view live in the seldom-set values, read back as set")
  func seldomSetValues() {
    let view = View()
    #expect(view.layer.cornerRadius == 0)
    #expect(view.layer.borderWidth == 0)
    view.layer.cornerRadius = 8
    view.layer.borderWidth = 2
    #expect(view.layer.cornerRadius == 8)
    #expect(view.layer.borderWidth == 2)
    let controller = ViewController()
    controller.view = view
    #expect(view.next === controller)
  }
}

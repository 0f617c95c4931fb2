import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// Pencil, hover, UIAction, UISlider and UIPageControl code as it is written in apps, run here.

/// A drawing canvas in the shape of Apple's "Leveraging touch input for drawing apps" sample: Pencil only, every
/// coalesced sample, pressure from `force`.
private final class CanvasView: UIView {
  var points: [CGPoint] = []
  var widths: [CGFloat] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, touch.type == .pencil else { return }
    add(touch)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, touch.type == .pencil else { return }
    for sample in event?.coalescedTouches(for: touch) ?? [touch] { add(sample) }
  }

  private func add(_ touch: UITouch) {
    points.append(touch.location(in: self))
    widths.append(1 + 4 * touch.force / touch.maximumPossibleForce)
  }
}

@Suite struct UIKitInputIdiomTests {
  @Test("a Pencil canvas draws every coalesced sample with its pressure, and ignores fingers")
  func pencilCanvas() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = UIApplication(window: window)
    let canvas = CanvasView(frame: window.bounds)
    window.addSubview(canvas)
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    try app.touchUp(1)
    #expect(canvas.points.isEmpty, "a finger does not draw")
    try app.stylusDown(2, at: CGPoint(x: 20, y: 20), force: 0)
    try app.stylusMove(
      2,
      through: [
        StylusSample(location: CGPoint(x: 22, y: 20), force: UITouch.maximumPossibleForce / 2),
        StylusSample(location: CGPoint(x: 24, y: 20), force: UITouch.maximumPossibleForce),
      ])
    try app.touchUp(2)
    #expect(canvas.points == [CGPoint(x: 20, y: 20), CGPoint(x: 22, y: 20), CGPoint(x: 24, y: 20)])
    #expect(canvas.widths == [1, 3, 5])
  }

  @Test("a hover effect: a UIHoverGestureRecognizer highlights a card while the pointer is over it")
  func hoverHighlight() throws {
    final class Card: UIView {
      var isHovered = false
      @discardableResult func install() -> UIHoverGestureRecognizer {
        let hover = UIHoverGestureRecognizer(target: self, action: Selector(Self.hovered(_:)))
        addGestureRecognizer(hover)
        return hover
      }
      func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: isHovered = true
        default: isHovered = false
        }
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = UIApplication(window: window)
    let card = Card(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
    window.addSubview(card)
    card.install()
    try app.hover(at: CGPoint(x: 100, y: 100))
    #expect(card.isHovered)
    try app.hover(at: CGPoint(x: 300, y: 400))
    #expect(!card.isHovered)
  }

  @Test("UIAction, UISlider and UIPageControl wired as in UIKit")
  func actionSliderPageControl() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = UIApplication(window: window)
    var volume: Float = -1
    let slider = UISlider(frame: CGRect(x: 46, y: 100, width: 228, height: 31))
    slider.minimumValue = 0
    slider.maximumValue = 10
    slider.addAction(
      UIAction { action in volume = (action.sender as? UISlider)?.value ?? -1 }, for: .valueChanged)
    window.addSubview(slider)
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
    let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
    try app.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y), steps: 2)
    #expect(volume == 5)

    let pages = UIPageControl(frame: CGRect(x: 0, y: 400, width: 320, height: 26))
    pages.numberOfPages = 3
    var shown: [Int] = []
    pages.addAction(UIAction { [unowned pages] _ in shown.append(pages.currentPage) }, for: .valueChanged)
    window.addSubview(pages)
    try app.tap(at: CGPoint(x: 300, y: 413))
    #expect(shown == [1])
  }
}

import HitTestKit
import Testing

/// A zoomed scroll view drawn by ``ScenePicture``: its content scaled and offset, clipped to the scroll view.
@Suite struct ZoomedScrollViewPictureTests {
  /// Gives the photo as the view for zooming.
  final class PhotoDelegate: ScrollViewDelegate {
    let photo: View
    init(photo: View) { self.photo = photo }
    func viewForZooming(in scrollView: ScrollView) -> View? { photo }
  }

  /// A 200 × 240 clipping scroll view at (40, 40) in a 280 × 320 window, holding a 200 × 150 photo with a
  /// 2 × 2 grid of tiles (one holding a small `pin`), zoomed to 2.5 with `zoom(to:)` around the pin; the trace
  /// taps the pin.
  static func scene() -> (picture: ScenePicture, scrollView: ScrollView, pin: View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 280, height: 320))
    window.name = "window"
    let scrollView = ScrollView(frame: CGRect(x: 40, y: 40, width: 200, height: 240))
    scrollView.name = "scrollView"
    scrollView.clipsToBounds = true
    window.addSubview(scrollView)
    let photo = makeView(CGRect(x: 0, y: 0, width: 200, height: 150), "photo", in: scrollView)
    scrollView.contentSize = photo.frame.size
    for (index, frame) in [
      CGRect(x: 0, y: 0, width: 100, height: 75), CGRect(x: 100, y: 0, width: 100, height: 75),
      CGRect(x: 0, y: 75, width: 100, height: 75), CGRect(x: 100, y: 75, width: 100, height: 75),
    ].enumerated() {
      _ = makeView(frame, "tile\(index)", in: photo)
    }
    let pin = makeView(CGRect(x: 30, y: 20, width: 16, height: 16), "pin", in: photo.subviews[3])
    let delegate = PhotoDelegate(photo: photo)
    scrollView.delegate = delegate
    scrollView.maximumZoomScale = 4
    // Pin is photo (130…146, 95…111); an 80 × 96 rect around it: scale min(200 / 80, 240 / 96) = 2.5.
    scrollView.zoom(to: CGRect(x: 98, y: 55, width: 80, height: 96), animated: false)
    scrollView.delegate = nil
    let tap = pin.convert(CGPoint(x: 8, y: 8), to: window)
    let picture = ScenePicture(
      root: window, touchPoints: [.init(tap, label: "1", note: "tap on the zoomed pin", succeeded: true)],
      trace: window.hitTestTrace(at: tap), title: "A scroll view zoomed to 2.5")
    return (picture, scrollView, pin)
  }

  @Test("the zoom puts the pin where plain geometry says, and the tap's hit test finds it")
  func geometry() {
    let (picture, scrollView, pin) = Self.scene()
    #expect(scrollView.zoomScale == 2.5)
    // The rect's center (138, 103) · 2.5 − (100, 120) = (245, 137.5); y is clamped to 150 · 2.5 − 240 = 135.
    #expect(scrollView.contentOffset == CGPoint(x: 245, y: 135))
    // Pin's top-left, photo (130, 95): window (40 + 130 · 2.5 − 245, 40 + 95 · 2.5 − 135) = (120, 142.5).
    #expect(pin.convert(CGPoint.zero, to: picture.root) == CGPoint(x: 120, y: 142.5))
    #expect(picture.root.hitTest(CGPoint(x: 140, y: 162), with: nil) === pin)
    #expect(
      picture.root.hitTest(CGPoint(x: 161, y: 162), with: nil)?.displayName == "tile3", "pin ends at 160")
  }

  @Test("a zoomed scroll view draws as recorded: content scaled, offset and clipped")
  func picture() {
    GoldenSVG.expect(Self.scene().picture.svg, named: "zoomed-scroll-view")
  }
}

import HitTestKit
import Testing

/// Hit tests inside zoomed content, checked against plain geometry: a window point `p` shows the photo point
/// `(p − scroll view origin + contentOffset) / zoomScale`, and the tile there is column ⌊x / 100⌋, row ⌊y / 100⌋.
@Suite struct ScrollViewZoomHitTestTests {
  /// Zoom scales and content offsets to try (offsets past the content's edges included: hit testing does not
  /// care whether an offset is in range).
  static let cases: [(scale: CGFloat, offset: CGPoint)] = [
    (0.5, .zero), (1, CGPoint(x: 37.5, y: 12.25)), (1.5, CGPoint(x: 120.3, y: 40.7)),
    (2.5, CGPoint(x: 333.3, y: 151.1)), (4, CGPoint(x: 1280, y: 800)), (4, CGPoint(x: -20.2, y: -30.9)),
    (0.75, CGPoint(x: 3.1, y: -7.7)),
  ]

  @Test("every point of a grid lands on the tile plain geometry predicts", arguments: cases)
  func gridMatchesGeometry(scale: CGFloat, offset: CGPoint) {
    let fixture = ZoomFixture()
    // Put the scroll view off the window's origin, so the conversion has three steps.
    fixture.scrollView.frame = CGRect(x: 0, y: 40, width: 320, height: 400)
    fixture.scrollView.zoomScale = scale
    fixture.scrollView.contentOffset = offset
    #expect(fixture.scrollView.zoomScale == scale)
    var checked = 0
    for x in stride(from: CGFloat(0.5), to: 320, by: 7.3) {
      for y in stride(from: CGFloat(40.5), to: 440, by: 6.1) {
        let photoPoint = CGPoint(x: (x + offset.x) / scale, y: (y - 40 + offset.y) / scale)
        // Skip points within a hair of a tile edge, where rounding may fairly go either way.
        let nearEdge = [photoPoint.x, photoPoint.y].contains { abs($0 - ($0 / 100).rounded() * 100) < 1e-6 }
        guard !nearEdge else { continue }
        let expected: String
        if photoPoint.x >= 0, photoPoint.x < 400, photoPoint.y >= 0, photoPoint.y < 300 {
          expected = "tile\(Int(photoPoint.x / 100))\(Int(photoPoint.y / 100))"
        } else {
          expected = "scrollView"
        }
        let hit = fixture.window.hitTest(CGPoint(x: x, y: y), with: nil)
        #expect(
          hit?.displayName == expected,
          "(\(x), \(y)) at scale \(scale), offset \(offset.compactDescription): photo \(photoPoint.compactDescription)"
        )
        checked += 1
      }
    }
    #expect(checked > 2500)
  }

  @Test("a tap on a zoomed tile reaches that tile")
  func tapOnZoomedTile() throws {
    let fixture = ZoomFixture()
    final class Counter: View {
      var taps = 0
      override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { taps += 1 }
    }
    let target = Counter(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    target.name = "dot"
    fixture.photo.subviews.first { $0.displayName == "tile21" }?.addSubview(target)
    fixture.scrollView.zoomScale = 4
    fixture.scrollView.contentOffset = CGPoint(x: 800, y: 400)
    // The dot is photo (210…230, 110…130): on screen (40…120, 40…120) at scale 4 and that offset.
    #expect(fixture.window.hitTest(CGPoint(x: 80, y: 80), with: nil) === target)
    try fixture.app.tap(at: CGPoint(x: 80, y: 80))
    #expect(target.taps == 1)
    #expect(fixture.window.hitTest(CGPoint(x: 125, y: 80), with: nil)?.displayName == "tile21")
  }
}

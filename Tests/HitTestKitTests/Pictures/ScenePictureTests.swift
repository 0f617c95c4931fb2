import Foundation
import HitTestKit
import Testing

/// The scene renderer's rules, one at a time (whole pictures are compared in ``ScenePictureGoldenTests``).
@Suite struct ScenePictureTests {
  @Test("the same scene gives the same text, twice")
  func deterministic() throws {
    #expect(PictureScenes.states().svg == PictureScenes.states().svg)
    #expect(try PictureScenes.content().svg == PictureScenes.content().svg)
  }

  @Test("a view is drawn as its bounds' corners converted to the root, through rotations and bounds origins")
  func quadsFollowConversion() {
    let window = makeWindow()
    let outer = makeView(CGRect(x: 40, y: 50, width: 120, height: 100), "outer", in: window)
    outer.transform = CGAffineTransform(rotationAngle: 0.3)
    outer.bounds.origin = CGPoint(x: 7, y: -3)
    let inner = makeView(CGRect(x: 10, y: 20, width: 30, height: 40), "inner", in: outer)
    inner.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
    let svg = ScenePicture(root: window).svg
    let b = inner.bounds
    let corners = [
      CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
      CGPoint(x: b.minX, y: b.maxY),
    ].map { inner.convert($0, to: window) }
    let points = corners.map { "\($0.x.compactDescription),\($0.y.compactDescription)" }.joined(
      separator: " ")
    #expect(svg.contains("<polygon points=\"\(points)\""))
  }

  @Test("labels with <, & and quotes are escaped")
  func escapedLabels() {
    let window = makeWindow()
    _ = makeView(CGRect(x: 10, y: 10, width: 50, height: 50), "a<b & \"c\" 'd'", in: window)
    let svg = ScenePicture(
      root: window, touchPoints: [.init(CGPoint(x: 5, y: 5), label: "<1>", note: "x & y")]
    )
    .svg
    #expect(svg.contains(">a&lt;b &amp; &quot;c&quot; &apos;d&apos;</text>"))
    #expect(svg.contains("&lt;1&gt;: x &amp; y"))
    #expect(!svg.contains("a<b"))
  }

  @Test("NaN geometry is left out and named in the legend; no number in the text is NaN or infinite")
  func nonFiniteGeometry() {
    let svg = PictureScenes.degenerate().svg
    #expect(svg.contains("broken: NaN or infinite geometry"))
    #expect(svg.contains("inside: NaN or infinite geometry"))
    #expect(svg.contains("far (not finite, not drawn)"))
    for bad in ["nan", "\"inf", ",inf", " inf ", "-inf"] { #expect(!svg.contains(bad), "found \(bad)") }
  }

  @Test("a view flattened by a singular transform is drawn as a line and labelled flattened")
  func singularTransform() {
    let svg = PictureScenes.degenerate().svg
    #expect(svg.contains("flat (flattened)"))
    #expect(svg.contains("<polygon points=\"100,80 180,80 180,80 100,80\""))
  }

  @Test("a zero-size view is drawn as a point with its label")
  func zeroSize() {
    let svg = PictureScenes.degenerate().svg
    #expect(svg.contains("<polygon points=\"60,40 60,40 60,40 60,40\""))
    #expect(svg.contains(">empty</text>"))
  }

  @Test("a clipping view defines a clip path; its subviews are clipped to it and nested clips chain")
  func clipping() {
    let window = makeWindow()
    let outer = makeView(CGRect(x: 10, y: 10, width: 100, height: 100), "outer", in: window)
    outer.clipsToBounds = true
    let inner = makeView(CGRect(x: 50, y: 50, width: 100, height: 100), "inner", in: outer)
    inner.clipsToBounds = true
    _ = makeView(CGRect(x: 10, y: 10, width: 100, height: 100), "leaf", in: inner)
    let svg = ScenePicture(root: window).svg
    #expect(
      svg.contains("<clipPath id=\"clip-1\"><polygon points=\"10,10 110,10 110,110 10,110\"/></clipPath>"))
    #expect(svg.contains("<clipPath id=\"clip-2\" clip-path=\"url(#clip-1)\">"))
    #expect(svg.contains("<g clip-path=\"url(#clip-2)\">"))
    #expect(svg.contains("frame where a clipping ancestor hides it"))
  }

  @Test("the trace's roles: the hit view, its path, visited and passed-over views each get their style")
  func traceRoles() {
    let svg = PictureScenes.passedOver().svg
    #expect(svg.contains("the view hit"))
    #expect(svg.contains("on the path from the root to the view hit"))
    #expect(svg.contains("passed over: not asked (singular transform or NaN geometry)"))
    #expect(svg.contains("hitTest(_:with:) called; not on the hit path"))
    #expect(svg.contains("point (110, 80) in window → hit: back"))
  }

  @Test("an embedded image is a PNG the decoder reads back to the same pixels")
  func embeddedImageRoundTrips() throws {
    let svg = try PictureScenes.content().svg
    let start = try #require(svg.range(of: "data:image/png;base64,"))
    let base64 = svg[start.upperBound...].prefix { $0 != "\"" }
    let data = try #require(Data(base64Encoded: String(base64)))
    let decoded = try Image(pngData: data)
    let original = try Image(width: 8, height: 8) { x, y in
      (x - 4) * (x - 4) + (y - 4) * (y - 4) < 12 ? 255 : 0
    }
    #expect(decoded.rgba == original.rgba)
  }

  @Test("an image above the size limit is drawn as its frame, and the legend says why")
  func largeImageNotEmbedded() throws {
    let window = makeWindow()
    let big = try Image(width: 600, height: 600) { _, _ in 255 }
    let view = ImageView(image: big)
    view.name = "poster"
    window.addSubview(view)
    let svg = ScenePicture(root: window).svg
    #expect(!svg.contains("data:image/png"))
    #expect(svg.contains("poster&apos;s image: 600 × 600 px, too large"))
    var framesOnly = ScenePicture(root: window)
    framesOnly.drawsImages = false
    #expect(!framesOnly.svg.contains("too large"))
  }

  @Test("a 5,000-deep hierarchy is drawn without deep recursion, one frame per view")
  func deepHierarchy() {
    let window = makeWindow()
    var parent: View = window
    for level in 0..<5000 {
      let child = View(frame: CGRect(x: 0.01, y: 0.01, width: 300, height: 400))
      child.name = "v\(level)"
      parent.addSubview(child)
      parent = child
    }
    let svg = ScenePicture(root: window).svg
    #expect(svg.components(separatedBy: "<polygon points=").count - 1 == 5001)
    #expect(svg.contains(">v4999</text>"))
  }

  @Test("a picture of an interaction shows its first hit test, the finger and its path")
  func interactionPicture() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 20, y: 20, width: 100, height: 100), "card", in: window)
    _ = card
    let app = Application(window: window)
    #expect(ScenePicture(InteractionTrace()) == nil)
    let trace = try app.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 200, y: 300))
    let picture = try #require(ScenePicture(trace))
    #expect(picture.root === window)
    #expect(picture.touchPoints == [.init(CGPoint(x: 30, y: 30), label: "finger 1")])
    #expect(picture.dragPaths.count == 1)
    #expect(picture.dragPaths.first?.points.last == CGPoint(x: 200, y: 300))
    #expect(picture.trace?.result === card)
  }
}

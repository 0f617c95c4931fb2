import HitTestKit
import Testing

/// Whole pictures compared with golden SVG files (`RECORD_SVG=1` re-records them; see ``GoldenSVG``).
@Suite struct ScenePictureGoldenTests {
  @Test("states, clipping and a hit test draw as recorded")
  func states() {
    GoldenSVG.expect(PictureScenes.states().svg, named: "states")
  }

  @Test("shapes, an image, a highlight, a drag and an escaped label draw as recorded")
  func content() throws {
    GoldenSVG.expect(try PictureScenes.content().svg, named: "content")
  }

  @Test("NaN, zero-size and flattened views and a miss draw as recorded")
  func degenerate() {
    GoldenSVG.expect(PictureScenes.degenerate().svg, named: "degenerate")
  }

  @Test("a hit test that passes over a hidden view draws as recorded")
  func passedOver() {
    GoldenSVG.expect(PictureScenes.passedOver().svg, named: "passed-over")
  }
}

import Foundation
import HitTestKit
import Testing

/// The round-three animation decisions in the JSON export: each has its kind and fields.
@Suite struct AnimationDecisionJSONTests {
  /// Every object in the exported document whose `kind` is `kind`.
  private func objects(ofKind kind: String, in trace: InteractionTrace) throws -> [[String: Any]] {
    let root = try JSONSerialization.jsonObject(with: Data(TraceDocument(trace).text().utf8))
    var found: [[String: Any]] = []
    var pending: [Any] = [root]
    while let value = pending.popLast() {
      if let object = value as? [String: Any] {
        if object["kind"] as? String == kind { found.append(object) }
        pending.append(contentsOf: object.values)
      } else if let array = value as? [Any] {
        pending.append(contentsOf: array)
      }
    }
    return found
  }

  @Test("repeats, an adjusted repeat count and a touch under a moving view are exported with their fields")
  func roundThreeDecisionsExported() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction, .repeat],
      animations: {
        scene.target.center.x += 200
        View.modifyAnimations(withRepeatCount: -3, autoreverses: false) { scene.background.alpha = 0.5 }
      })
    try scene.app.wait(.seconds(0.5))
    _ = try scene.app.tap(at: CGPoint(x: 80, y: 30))
    let repeats = try #require(try objects(ofKind: "repeats", in: scene.app.trace).first)
    #expect(repeats["count"] as? String == "inf" && repeats["autoreverses"] as? Bool == false)
    let adjusted = try #require(try objects(ofKind: "repeatCountAdjusted", in: scene.app.trace).first)
    #expect((adjusted["count"] as? NSNumber)?.doubleValue == -3)
    #expect((adjusted["usedCount"] as? NSNumber)?.doubleValue == 1)
    let shown = try #require(try objects(ofKind: "shownUnderTouch", in: scene.app.trace).first)
    #expect(shown["finger"] as? Int == 1 && shown["number"] as? Int == 1)
    #expect(shown["location"] != nil && shown["presentationFrame"] != nil && shown["modelFrame"] != nil)
  }
}

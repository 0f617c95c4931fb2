import HitTestKit
extension Scenario {
  /// placeholder
  public static let passThroughOverlay = Scenario(name: "pass-through-overlay", title: "x", summary: "x") { _ in }
  /// placeholder
  public static let carousel = Scenario(name: "carousel", title: "x", summary: "x") { _ in }
}

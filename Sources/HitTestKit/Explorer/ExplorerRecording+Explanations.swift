extension ExplorerRecording {
  /// ``View/explainMiss(of:at:)`` for each view under the root and each touch point of the steps, touch-down
  /// points first, as long as `budget` (views × points) allows: the page shows them when a view is clicked, so its
  /// script never decides anything about dispatch itself.
  ///
  /// The explanations are made when the page is, from the views as they are then: a step whose scene differs says
  /// so on the page (its scene's `current` is false).
  ///
  /// - Returns: Each explained point's index, by ``key(_:)``, and the explanations, one object per point.
  func explanations(
    for steps: [Step], liveViews: [SceneSnapshot.ViewState], budget: Int,
    using encoder: inout TraceJSONEncoder
  ) -> (index: [String: Int], values: [JSONValue]) {
    guard let root, !liveViews.isEmpty, budget > 0 else { return ([:], []) }
    let touches = steps.flatMap(\.touches)
    let ordered = touches.filter { $0.phase == .began } + touches.filter { $0.phase != .began }
    let views = liveViews.prefix(budget).compactMap { $0.view.object as? View }
    let pointLimit = Swift.max(1, budget / Swift.max(1, views.count))
    var index: [String: Int] = [:]
    var values: [JSONValue] = []
    for touch in ordered where index.count < pointLimit {
      let key = Self.key(touch.location)
      guard index[key] == nil, touch.location.x.isFinite, touch.location.y.isFinite else { continue }
      index[key] = values.count
      var texts: [(String, JSONValue)] = []
      for view in views {
        let explanation = root.explainMiss(of: view, at: touch.location)
        texts.append((String(encoder.id(of: view)), .string(explanation.description)))
      }
      values.append(
        .object([
          ("point", .array([.number(Double(touch.location.x)), .number(Double(touch.location.y))])),
          ("views", .object(texts)),
        ]))
    }
    return (index, values)
  }
}

extension ExplorerRecording {
  /// A miss explanation (``View/explainMiss(of:at:)``'s analysis) of each view of the scene for each recorded hit
  /// test, in order, as long as `budget` (views × hit tests) allows: the page shows them when a view is clicked, so
  /// its script never decides anything about dispatch itself.
  ///
  /// Each is made from the hit test recorded when the finger went down, so it holds for the scene as it was then,
  /// even if the views changed since; `views` gives the views to explain for each hit test (the scene at its
  /// event).
  ///
  /// - Returns: For each hit test, the explanations by view id, or `nil` past the budget.
  func explanations(views: (Int) -> [View], budget: Int, using encoder: inout TraceJSONEncoder)
    -> [JSONValue?]
  {
    var left = budget
    return hitTests.indices.map { index in
      let trace = hitTests[index].trace
      let explained = views(index)
      guard !explained.isEmpty, explained.count <= left else { return nil }
      left -= explained.count
      var texts: [(String, JSONValue)] = []
      for view in explained {
        let explanation = View.explainMiss(of: view, recordedIn: trace)
        texts.append((String(encoder.id(of: view)), .string(explanation.description)))
      }
      return .object(texts)
    }
  }
}

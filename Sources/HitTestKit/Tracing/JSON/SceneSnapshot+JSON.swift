extension TraceJSONEncoder {
  /// A scene: its time and its views, flat and depth first, each naming its superview by id.
  ///
  /// ```
  /// {"time": 0, "views": [{"id": 1, "name": "window", "class": "Window", "parent": null, "frame": {…}, …}, …]}
  /// ```
  mutating func encode(_ scene: SceneSnapshot) -> JSONValue {
    var views: [JSONValue] = []
    views.reserveCapacity(scene.views.count)
    for state in scene.views {
      let parent: JSONValue = state.parent.map { .integer(id(of: scene.views[$0].view.object)) } ?? .null
      views.append(encode(state, parent: parent))
    }
    return .object([("time", seconds(scene.time)), ("views", .array(views))])
  }

  /// One view: id, name, class, superview's id, geometry, flags, recognizers, and where an animation showed it.
  private mutating func encode(_ state: SceneSnapshot.ViewState, parent: JSONValue) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .integer(id(of: state.view.object))), ("name", .string(state.view.name)),
      ("class", .string(state.className)), ("parent", parent),
      ("frame", rect(state.frame)), ("bounds", rect(state.bounds)), ("center", point(state.center)),
      ("transform", transform(state.transform)), ("alpha", .number(Double(state.alpha))),
      ("isHidden", .bool(state.isHidden)),
      ("isUserInteractionEnabled", .bool(state.isUserInteractionEnabled)),
      ("clipsToBounds", .bool(state.clipsToBounds)),
      ("gestureRecognizers", .array(state.gestureRecognizers.map { encode($0) })),
    ]
    // Only a view an animation moved has it, so documents of scenes without animations keep their bytes.
    if let shown = state.presentation {
      members.append(
        (
          "presentation",
          .object([
            ("center", point(shown.center)), ("bounds", rect(shown.bounds)),
            ("transform", transform(shown.transform)),
          ])
        ))
    }
    return .object(members)
  }

  /// One recognizer: id, name, class, state and whether it is enabled.
  private mutating func encode(_ state: SceneSnapshot.RecognizerState) -> JSONValue {
    .object([
      ("id", .integer(id(of: state.recognizer.object))), ("name", .string(state.recognizer.name)),
      ("class", .string(state.className)), ("state", self.state(state.state)),
      ("isEnabled", .bool(state.isEnabled)),
    ])
  }
}

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

  /// One view: id, name, class, superview's id, geometry, flags and recognizers.
  private mutating func encode(_ state: SceneSnapshot.ViewState, parent: JSONValue) -> JSONValue {
    .object([
      ("id", .integer(id(of: state.view.object))), ("name", .string(state.view.name)),
      ("class", .string(state.className)), ("parent", parent),
      ("frame", rect(state.frame)), ("bounds", rect(state.bounds)), ("center", point(state.center)),
      ("transform", transform(state.transform)), ("alpha", .number(Double(state.alpha))),
      ("isHidden", .bool(state.isHidden)),
      ("isUserInteractionEnabled", .bool(state.isUserInteractionEnabled)),
      ("clipsToBounds", .bool(state.clipsToBounds)),
      ("gestureRecognizers", .array(state.gestureRecognizers.map { encode($0) })),
    ])
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

extension TraceJSONEncoder {
  /// The entries of an interaction trace, each `{"time", "depth", "kind", …fields, "scene"?}`.
  mutating func encode(_ trace: InteractionTrace, scenes: [SceneSnapshot]) -> JSONValue {
    let scenesByEvent = Dictionary(
      scenes.map { ($0.eventNumber, $0) }, uniquingKeysWith: { first, _ in first })
    var entries: [JSONValue] = []
    entries.reserveCapacity(trace.entries.count)
    for entry in trace.entries {
      var members: [(String, JSONValue)] = [("time", seconds(entry.time)), ("depth", .integer(entry.depth))]
      members += fields(of: entry.kind)
      if let number = entry.dispatchedEventNumber, let scene = scenesByEvent[number] {
        members.append(("scene", encode(scene)))
      }
      entries.append(.object(members))
    }
    return .array(entries)
  }
}

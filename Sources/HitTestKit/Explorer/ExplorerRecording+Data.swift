extension ExplorerRecording {
  /// What the page's script reads for this recording, beside the JSON trace: the text of each entry, the steps,
  /// the scenes as SVG, and for each hit test each view's part and miss explanation.
  ///
  /// ```
  /// {"lines": ["[0.000] event 1: …", …],
  ///  "steps": [{"first": 0, "end": 5, "label": "touch-down", "time": 0, "event": 1, "scene": 0, "hit": 0,
  ///             "ownHit": true, "touches": [{"finger": 1, "phase": "began", "x": 30, "y": 40}]}, …],
  ///  "scenes": [{"svg": "<svg …>", "event": 1, "time": 0, "current": true, "views": [[2, "card", 1], …]}],
  ///  "hits": [{"entry": 1, "result": 2, "point": [30, 40], "roles": [[1, "hitPath", "…"], …], "text": "…",
  ///            "explanations": {"2": "card got the touch …"}}]}
  /// ```
  ///
  /// - Parameters:
  ///   - encoder: The encoder that wrote the JSON trace, so that views keep their ids.
  ///   - explanationBudget: The most miss explanations to embed (views × points).
  /// - Returns: The recording's object, as above.
  func data(using encoder: inout TraceJSONEncoder, explanationBudget: Int) -> JSONValue {
    let steps = self.steps(using: &encoder)
    let liveViews = root.map { SceneSnapshot(eventNumber: 0, time: 0, roots: [$0]).views } ?? []
    let drawn = drawScenes(liveViews: liveViews, using: &encoder)
    let (sceneIndexByEvent, frameScenes, sceneValues) = (drawn.byEvent, drawn.frames, drawn.values)
    // The views each hit test is explained for: those of its event's scene, else the root's views now.
    var viewsByHit: [Int: [View]] = [:]
    for step in steps where step.hitIsOwn {
      guard let hit = step.hit else { continue }
      let snapshot = step.eventNumber.flatMap { number in scenes.first { $0.eventNumber == number } }
      let states = snapshot.flatMap { snapshot in
        rootIndex(in: snapshot).map { Self.subtree(of: snapshot, from: $0).map { snapshot.views[$0.index] } }
      }
      viewsByHit[hit] = (states ?? liveViews).compactMap { $0.view.object as? View }
    }
    let explained = explanations(
      views: { viewsByHit[$0] ?? liveViews.compactMap { $0.view.object as? View } },
      budget: explanationBudget,
      using: &encoder)
    let stepValues: [JSONValue] = steps.map { step in
      // A touch event's own snapshot; between events, the latest frame since that event, if any.
      let eventScene = step.eventNumber.flatMap { sceneIndexByEvent[$0] }
      let frame = frameScenes.last { $0.eventNumber == (step.eventNumber ?? 0) && $0.time <= step.time }
      let lone = entries.isEmpty && !sceneValues.isEmpty ? 0 : nil  // a lone hit test's scene, drawn now
      let scene = step.isEvent ? eventScene : (frame?.scene ?? eventScene ?? lone)
      let touches: [JSONValue] = step.touches.map { touch in
        .object([
          ("finger", .integer(touch.finger.number)), ("phase", .string(touch.phase.rawValue)),
          ("x", .number(Double(touch.location.x))), ("y", .number(Double(touch.location.y))),
        ])
      }
      return .object([
        ("first", .integer(step.first)), ("end", .integer(step.end)), ("label", .string(step.label)),
        ("time", .number(step.time)), ("event", step.eventNumber.map { .integer($0) } ?? .null),
        ("scene", scene.map { .integer($0) } ?? .null), ("hit", step.hit.map { .integer($0) } ?? .null),
        ("ownHit", .bool(step.hitIsOwn)), ("touches", .array(touches)),
      ])
    }
    let hitValues: [JSONValue] = hitTests.indices.map { index in
      let (entry, trace) = hitTests[index]
      return .object([
        ("entry", entry.map { .integer($0) } ?? .null),
        ("result", trace.result.map { .integer(encoder.id(of: $0)) } ?? .null),
        ("point", .array([.number(Double(trace.point.x)), .number(Double(trace.point.y))])),
        ("roles", ExplorerHitRoles.roles(of: trace, using: &encoder)), ("text", .string(trace.description)),
        ("explanations", explained[index] ?? .null),
      ])
    }
    return .object([
      ("lines", .array(lines.map { .string($0) })), ("steps", .array(stepValues)),
      ("scenes", .array(sceneValues)), ("hits", .array(hitValues)),
    ])
  }

  /// The scenes drawn once each: the events' snapshots, then the frames after clock advances; equal pictures (a
  /// tap's down and up) share one.
  ///
  /// - Returns: The scene of each event number, the scene of each frame (with its event number and time), and the
  ///   scenes' values (`svg`, `event`, `time`, `current`, `views`).
  private func drawScenes(liveViews: [SceneSnapshot.ViewState], using encoder: inout TraceJSONEncoder) -> (
    byEvent: [Int: Int], frames: [(eventNumber: Int, time: TimeInterval, scene: Int)], values: [JSONValue]
  ) {
    var sceneIndexByEvent: [Int: Int] = [:]
    var frameScenes: [(eventNumber: Int, time: TimeInterval, scene: Int)] = []
    var sceneValues: [JSONValue] = []
    var sceneIndexBySVG: [String: Int] = [:]
    for (isFrame, snapshot) in scenes.map({ (false, $0) }) + frames.map({ (true, $0) }) {
      guard let rootIndex = rootIndex(in: snapshot) else { continue }
      let subtree = Self.subtree(of: snapshot, from: rootIndex)
      var ids: [ObjectIdentifier: Int] = [:]
      for (index, _) in subtree {
        ids[ObjectIdentifier(snapshot.views[index].view.object)] = encoder.id(
          of: snapshot.views[index].view.object)
      }
      let svg = ExplorerScene.svg(of: snapshot, rootIndex: rootIndex, ids: ids)
      let sceneIndex = sceneIndexBySVG[svg] ?? sceneValues.count
      if isFrame {
        frameScenes.append((snapshot.eventNumber, snapshot.time, sceneIndex))
      } else {
        sceneIndexByEvent[snapshot.eventNumber] = sceneIndex
      }
      guard sceneIndex == sceneValues.count else { continue }
      let isCurrent = Self.sameScene(subtree.map { snapshot.views[$0.index] }, liveViews)
      let views: [JSONValue] = subtree.map { index, depth in
        let state = snapshot.views[index]
        return .array([
          .integer(encoder.id(of: state.view.object)), .string(state.view.name), .integer(depth),
        ])
      }
      sceneIndexBySVG[svg] = sceneIndex
      sceneValues.append(
        .object([
          ("svg", .string(svg)), ("event", .integer(snapshot.eventNumber)), ("time", .number(snapshot.time)),
          ("current", .bool(isCurrent)), ("views", .array(views)),
        ]))
    }
    return (sceneIndexByEvent, frameScenes, sceneValues)
  }

  /// The index of ``root`` among the snapshot's views (the first view when the root is not there).
  private func rootIndex(in snapshot: SceneSnapshot) -> Int? {
    guard !snapshot.views.isEmpty else { return nil }
    guard let root else { return 0 }
    return snapshot.views.firstIndex { $0.view.object === root } ?? 0
  }

  /// The views under the view at `rootIndex` (included), in the snapshot's order, with their depth below it.
  static func subtree(of snapshot: SceneSnapshot, from rootIndex: Int) -> [(index: Int, depth: Int)] {
    var depths: [Int: Int] = [rootIndex: 0]
    var result = [(index: rootIndex, depth: 0)]
    for index in snapshot.views.indices where index > rootIndex {
      guard let parent = snapshot.views[index].parent, let depth = depths[parent] else { continue }
      depths[index] = depth + 1
      result.append((index, depth + 1))
    }
    return result
  }

  /// Whether two lists of view states hold the same views with the same geometry and flags.
  private static func sameScene(_ a: [SceneSnapshot.ViewState], _ b: [SceneSnapshot.ViewState]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        x.view.object === y.view.object && x.frame == y.frame && x.bounds == y.bounds
          && x.transform == y.transform
          && x.alpha == y.alpha && x.isHidden == y.isHidden
          && x.isUserInteractionEnabled == y.isUserInteractionEnabled && x.clipsToBounds == y.clipsToBounds
      }
  }
}

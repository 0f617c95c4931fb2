extension ScenePicture {
  /// A picture of the scene an interaction happened in: its first hit test, where each finger went
  /// down, and each finger's path; `nil` when the trace holds no hit test (no finger went down).
  ///
  /// The root is the first hit test's root (the window). Touch points are labelled `finger 1`,
  /// `finger 2` …; a finger that moved also gets its path as a drag. The views are drawn as they are when
  /// ``svg`` is read, which may differ from when the touches happened if the scenario moved them since.
  ///
  /// - Parameter trace: An interaction trace, as returned by `tap(at:)` and the other input methods.
  public init?(_ trace: InteractionTrace) {
    var firstHitTest: HitTestTrace?
    var downs: [(finger: Finger, location: CGPoint)] = []
    var paths: [Finger: [CGPoint]] = [:]
    var fingerOrder: [Finger] = []
    for entry in trace.entries {
      switch entry.kind {
      case .hitTest(_, let hitTest):
        if firstHitTest == nil { firstHitTest = hitTest }
      case .event(_, let touches):
        for touch in touches {
          if touch.phase == .began { downs.append((touch.finger, touch.location)) }
          if paths[touch.finger] == nil { fingerOrder.append(touch.finger) }
          if paths[touch.finger, default: []].last != touch.location {
            paths[touch.finger, default: []].append(touch.location)
          }
        }
      default: continue
      }
    }
    guard let firstHitTest else { return nil }
    let root = firstHitTest.root
    let toRoot = { (point: CGPoint) in root.superview == nil ? point : root.convert(point, from: nil) }
    let drags = fingerOrder.compactMap { finger -> DragPath? in
      guard let points = paths[finger], points.count >= 2 else { return nil }
      return DragPath(points.map(toRoot), label: nil)
    }
    self.init(
      root: root,
      touchPoints: downs.map { TouchPoint(toRoot($0.location), label: "finger \($0.finger.number)") },
      dragPaths: drags, trace: firstHitTest)
  }
}

/// Turns a ``HitTestTrace`` into indented plain text, one line per view visited.
struct HitTestTraceRenderer {
  let trace: HitTestTrace

  func write(to stream: inout some TextOutputStream) {
    stream.write("hit test at \(trace.point.compactDescription) in \(trace.root.displayName)\n")
    let tree = trace.visitTree
    // An explicit stack instead of a recursion per level, so that any depth renders.
    var pending: [Line] = tree.roots.reversed().map { .opening($0, depth: 0) }
    while let line = pending.popLast() {
      switch line {
      case .opening(let index, let depth):
        let visit = tree[index]
        guard write(opening: visit, depth: depth, to: &stream) else { continue }
        pending.append(.closing(index, depth: depth))
        pending += visit.children.reversed().map { .opening($0, depth: depth + 1) }
      case .closing(let index, let depth):
        let visit = tree[index]
        stream.write("\(indentation(depth))\(visit.name) → \(resultText(of: visit))\n")
      }
    }
    stream.write("→ hit: \(trace.result?.displayName ?? "nothing")\n")
  }

  /// A line still to write: a visit's opening line (with its notes), or the closing line after its children.
  private enum Line {
    case opening(Int, depth: Int)
    case closing(Int, depth: Int)
  }

  /// Two spaces per level down to ``deepestIndentedLevel``; deeper lines keep that indent and start with
  /// their level, `[41] `, so the text of a hierarchy thousands of levels deep grows linearly, not squared.
  private func indentation(_ depth: Int) -> String {
    guard depth > Self.deepestIndentedLevel else { return String(repeating: "  ", count: depth) }
    return String(repeating: "  ", count: Self.deepestIndentedLevel) + "[\(depth)] "
  }

  /// The deepest level indented further than its parent: 40 (a HitTestKit choice; real screens are 10–30
  /// levels deep, and beyond 80 spaces of indent a reader counts levels better as numbers).
  static let deepestIndentedLevel = 40

  /// Writes the visit's line; returns whether it has children and a closing line to follow.
  private func write(opening visit: HitTestTrace.Visit, depth: Int, to stream: inout some TextOutputStream)
    -> Bool
  {
    let indent = indentation(depth)
    if let reason = visit.passedOver {
      stream.write("\(indent)\(visit.name): not tried, it \(reason)\n")
      return false
    }
    let point = visit.point.map { " \($0.compactDescription)" } ?? ""
    var line = "\(indent)\(visit.name)\(point): " + decisions(of: visit).joined(separator: "; ")
    let isLeafHit = visit.children.isEmpty && visit.usedDefault && !visit.overrideChangedResult
    if isLeafHit || (visit.children.isEmpty && visit.result == nil && !visit.overrideChangedResult) {
      line += " → " + (visit.result?.displayName ?? "nil")
      stream.write(line + "\n")
      return false
    }
    stream.write(line + "\n")
    for note in visit.foreignNotes { stream.write("\(indent)  \(describe(foreign: note))\n") }
    return true
  }

  private func decisions(of visit: HitTestTrace.Visit) -> [String] {
    guard visit.usedDefault else {
      return ["hitTest(_:with:) is overridden and did not call super"]
    }
    if let reason = visit.skipped { return ["skipped, it \(reason)"] }
    var parts: [String] = []
    parts.append(containsText(of: visit))
    if visit.pointInside == true {
      let order = visit.subviewOrder ?? []
      parts.append(
        order.isEmpty
          ? "no subviews"
          : "subviews front to back: " + order.map(\.displayName).joined(separator: ", "))
    }
    return parts
  }

  private func containsText(of visit: HitTestTrace.Visit) -> String {
    let inside = visit.pointInside ?? false
    if let check = visit.pathCheck {
      let area = "its path's \(check.target)"
      if check.contains == inside { return (inside ? "inside " : "outside ") + area }
      return "point(inside:with:) override said \(inside ? "yes" : "no") although the point is "
        + (check.contains ? "inside " : "outside ") + area
    }
    if let alpha = visit.alphaCheck {
      if alpha.contains == inside { return "alpha mask: \(alpha)" }
      return "point(inside:with:) override said \(inside ? "yes" : "no") although the alpha mask found "
        + "\(alpha)"
    }
    guard let check = visit.boundsCheck else {
      let bounds = visit.view.bounds
      let actual = visit.point.map { bounds.halfOpenContains($0) } ?? false
      return "point(inside:with:) override said \(inside ? "yes" : "no") without calling super; the point is "
        + (actual ? "inside" : "outside") + " bounds \(bounds.compactDescription)"
    }
    let boundsText = "bounds \(check.bounds.compactDescription)"
    if check.contains == inside { return (inside ? "inside " : "outside ") + boundsText }
    return "point(inside:with:) override said \(inside ? "yes" : "no") although the point is "
      + (check.contains ? "inside " : "outside ") + boundsText
  }

  private func resultText(of visit: HitTestTrace.Visit) -> String {
    let returned = visit.result?.displayName ?? "nil"
    guard visit.overrideChangedResult else { return returned }
    if visit.usedDefault, let found = visit.defaultResult {
      return "\(returned) (returned by its hitTest(_:with:) override; the default search found "
        + "\(found?.displayName ?? "nil"))"
    }
    return "\(returned) (returned by its hitTest(_:with:) override, which did not call super)"
  }

  private func describe(foreign step: HitTestTrace.Step) -> String {
    switch step.kind {
    case .boundsCheck(let bounds, let contains):
      "(asked \(step.viewName)'s bounds \(bounds.compactDescription): \(contains ? "inside" : "outside"))"
    case .pathCheck(let target, let contains):
      "(asked \(step.viewName)'s path's \(target): \(contains ? "inside" : "outside"))"
    case .alphaCheck(let check): "(asked \(step.viewName)'s alpha mask: \(check))"
    default: "(\(step.viewName): \(step.kind))"
    }
  }
}

/// Turns a ``HitTestTrace`` into indented plain text, one line per view visited.
struct HitTestTraceRenderer {
  let trace: HitTestTrace

  func write(to stream: inout some TextOutputStream) {
    stream.write("hit test at \(trace.point.compactDescription) in \(trace.root.displayName)\n")
    for visit in trace.visitTree { write(visit, depth: 0, to: &stream) }
    stream.write("→ hit: \(trace.result?.displayName ?? "nothing")\n")
  }

  private func write(_ visit: HitTestTrace.Visit, depth: Int, to stream: inout some TextOutputStream) {
    let indent = String(repeating: "  ", count: depth)
    if let reason = visit.passedOver {
      stream.write("\(indent)\(visit.name): not tried, it \(reason)\n")
      return
    }
    let point = visit.point.map { " \($0.compactDescription)" } ?? ""
    var line = "\(indent)\(visit.name)\(point): " + decisions(of: visit).joined(separator: "; ")
    let isLeafHit = visit.children.isEmpty && visit.usedDefault && !visit.overrideChangedResult
    if isLeafHit || (visit.children.isEmpty && visit.result == nil && !visit.overrideChangedResult) {
      line += " → " + (visit.result?.displayName ?? "nil")
      stream.write(line + "\n")
      return
    }
    stream.write(line + "\n")
    for note in visit.foreignNotes { stream.write("\(indent)  \(describe(foreign: note))\n") }
    for child in visit.children { write(child, depth: depth + 1, to: &stream) }
    stream.write("\(indent)\(visit.name) → \(resultText(of: visit))\n")
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

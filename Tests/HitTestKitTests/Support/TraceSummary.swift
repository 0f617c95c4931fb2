import HitTestKit

/// One line per trace step, `depth view: kind payload`, so tests can compare the structured steps whole.
///
/// Unlike the renderer this keeps every step, in order, with its depth and raw payload.
func stepLines(_ trace: HitTestTrace) -> [String] {
  trace.steps.map { step in
    let name = step.viewName
    let detail: String
    switch step.kind {
    case .visit(let point): detail = "visit \(point.compactDescription)"
    case .skipped(let reason): detail = "skipped \(reason)"
    case .boundsCheck(let bounds, let contains):
      detail = "boundsCheck \(bounds.compactDescription) \(contains)"
    case .pointInside(let inside): detail = "pointInside \(inside)"
    case .subviewsFrontToBack(let order):
      detail = "subviews [\(order.map(\.displayName).joined(separator: ", "))]"
    case .passedOver(let reason): detail = "passedOver \(reason)"
    case .defaultResult(let result): detail = "defaultResult \(result?.displayName ?? "nil")"
    case .returned(let result, let usedDefault):
      detail = "returned \(result?.displayName ?? "nil")\(usedDefault ? "" : " (no super)")"
    case .pathCheck(let target, let contains): detail = "pathCheck \(target) \(contains)"
    case .alphaCheck(let check): detail = "alphaCheck \(check)"
    }
    return "\(step.depth) \(name): \(detail)"
  }
}

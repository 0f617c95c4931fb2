extension HitTestTrace {
  /// One view's part in a hit test, gathered from the flat ``steps``: what was decided inside it.
  struct Visit {
    let view: View
    let name: String
    /// The point in the view's coordinates; `nil` when the view was passed over without a call.
    var point: CGPoint?
    var passedOver: SkipReason?
    var skipped: SkipReason?
    var boundsCheck: (bounds: CGRect, contains: Bool)?
    var pathCheck: (target: PathTarget, contains: Bool)?
    var alphaCheck: AlphaCheck?
    var pointInside: Bool?
    var subviewOrder: [View]?
    var defaultResult: View??
    var returned: View??
    var usedDefault = false
    var children: [Visit] = []
    /// Notes about other views made while this visit was open (an override asking another view directly).
    var foreignNotes: [Step] = []

    /// Whether the view's `hitTest(_:with:)` returned something other than the default algorithm's answer.
    var overrideChangedResult: Bool {
      guard let returned else { return false }
      guard usedDefault, let defaultResult else { return true }
      return defaultResult !== returned
    }

    /// What the view's `hitTest(_:with:)` returned (nil if it was never called or returned nil).
    var result: View? { returned ?? nil }
  }

  /// The visits as a tree; the first element is the root's visit.
  var visitTree: [Visit] {
    var index = 0
    var roots: [Visit] = []
    while index < steps.count {
      if let visit = Self.parseVisit(steps, at: &index) { roots.append(visit) } else { index += 1 }
    }
    return roots
  }

  /// Parses the visit starting at `steps[index]` (a `.visit` or `.passedOver` step).
  private static func parseVisit(_ steps: [Step], at index: inout Int) -> Visit? {
    let first = steps[index]
    var visit = Visit(view: first.view, name: first.viewName)
    switch first.kind {
    case .passedOver(let reason):
      visit.passedOver = reason
      index += 1
      return visit
    case .visit(let point):
      visit.point = point
    default:
      return nil
    }
    let depth = first.depth
    index += 1
    while index < steps.count, steps[index].depth > depth {
      let step = steps[index]
      if step.depth > depth + 1 {
        index += 1
        continue
      }
      switch step.kind {
      case .visit, .passedOver:
        if let child = parseVisit(steps, at: &index) { visit.children.append(child) }
        continue
      case .returned(let result, let usedDefault) where step.view === visit.view:
        visit.returned = .some(result)
        visit.usedDefault = usedDefault
        index += 1
        return visit
      case .skipped(let reason) where step.view === visit.view: visit.skipped = reason
      case .boundsCheck(let bounds, let contains) where step.view === visit.view:
        visit.boundsCheck = (bounds, contains)
      case .pathCheck(let target, let contains) where step.view === visit.view:
        visit.pathCheck = (target, contains)
      case .alphaCheck(let check) where step.view === visit.view: visit.alphaCheck = check
      case .pointInside(let inside) where step.view === visit.view: visit.pointInside = inside
      case .subviewsFrontToBack(let order) where step.view === visit.view: visit.subviewOrder = order
      case .defaultResult(let result) where step.view === visit.view: visit.defaultResult = .some(result)
      default: visit.foreignNotes.append(step)
      }
      index += 1
    }
    return visit
  }
}

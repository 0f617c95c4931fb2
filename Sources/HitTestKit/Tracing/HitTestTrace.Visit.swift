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
    /// The visits made inside this one, front to back as tried: indexes into ``VisitTree/visits``.
    var children: [Int] = []
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

  /// The visits as a tree stored flat: children are indexes, so no part of it nests per level.
  ///
  /// A hierarchy thousands of views deep must render, be explained and be freed without a recursion per
  /// level (each would take a stack frame: a few hundred levels can overflow a secondary thread's stack).
  /// Nested `[Visit]` children would be destroyed recursively too, so the tree keeps them in one array.
  struct VisitTree {
    /// Every visit, in the order its first step was recorded (a visit comes before its children).
    private(set) var visits: [Visit] = []
    /// The top-level visits; the first is the root's visit.
    private(set) var roots: [Int] = []

    subscript(index: Int) -> Visit { visits[index] }

    /// The visits of `steps`, read in one pass with an explicit stack of open visits.
    ///
    /// A `.visit` step opens a visit that ends at its `.returned` step, or at the first later step that is
    /// not deeper than it. Inside a visit only steps one level deeper count; the deeper ones belong to a
    /// child that has ended and are ignored, as are top-level steps that are not visits.
    init(_ steps: [Step]) {
      var open: [(index: Int, depth: Int)] = []
      for step in steps {
        while let last = open.last, step.depth <= last.depth { open.removeLast() }
        guard let parent = open.last else {
          if let index = add(step, under: nil), visits[index].passedOver == nil {
            open.append((index, step.depth))
          }
          continue
        }
        guard step.depth == parent.depth + 1 else { continue }
        if let index = add(step, under: parent.index) {
          if visits[index].passedOver == nil { open.append((index, step.depth)) }
        } else if record(step, in: parent.index) {
          open.removeLast()
        }
      }
    }

    /// Adds the visit a `.visit` or `.passedOver` step starts, as a child of `parent` (or a root);
    /// returns its index, or `nil` for any other step.
    private mutating func add(_ step: Step, under parent: Int?) -> Int? {
      var visit = Visit(view: step.view, name: step.viewName)
      switch step.kind {
      case .visit(let point): visit.point = point
      case .passedOver(let reason): visit.passedOver = reason
      default: return nil
      }
      visits.append(visit)
      let index = visits.count - 1
      if let parent { visits[parent].children.append(index) } else { roots.append(index) }
      return index
    }

    /// Records a decision step in the open visit at `index`; returns whether the step closes it.
    private mutating func record(_ step: Step, in index: Int) -> Bool {
      guard step.view === visits[index].view else {
        visits[index].foreignNotes.append(step)
        return false
      }
      switch step.kind {
      case .returned(let result, let usedDefault):
        visits[index].returned = .some(result)
        visits[index].usedDefault = usedDefault
        return true
      case .skipped(let reason): visits[index].skipped = reason
      case .boundsCheck(let bounds, let contains): visits[index].boundsCheck = (bounds, contains)
      case .pathCheck(let target, let contains): visits[index].pathCheck = (target, contains)
      case .alphaCheck(let check): visits[index].alphaCheck = check
      case .pointInside(let inside): visits[index].pointInside = inside
      case .subviewsFrontToBack(let order): visits[index].subviewOrder = order
      case .defaultResult(let result): visits[index].defaultResult = .some(result)
      case .visit, .passedOver: visits[index].foreignNotes.append(step)
      }
      return false
    }
  }

  /// The visits as a tree; its first root is the root's visit.
  var visitTree: VisitTree { VisitTree(steps) }
}

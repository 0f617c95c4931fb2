extension TraceJSONEncoder {
  /// A hit test: the point in the root's coordinates, the root, the result and every step in order.
  ///
  /// ```
  /// {"point": {"x": 30, "y": 40}, "root": {"id": 1, "name": "window"}, "result": {"id": 2, "name": "card"},
  ///  "steps": [{"depth": 0, "view": {"id": 1, "name": "window"}, "kind": "visit", "point": {"x": 30, "y": 40}}, …]}
  /// ```
  mutating func encode(_ trace: HitTestTrace) -> JSONValue {
    let root = reference(trace.root)
    let result = reference(trace.result)
    var steps: [JSONValue] = []
    steps.reserveCapacity(trace.steps.count)
    for step in trace.steps { steps.append(encode(step)) }
    return .object([
      ("point", point(trace.point)), ("root", root), ("result", result), ("steps", .array(steps)),
    ])
  }

  /// One step: its depth, its view, then its kind and the kind's fields.
  private mutating func encode(_ step: HitTestTrace.Step) -> JSONValue {
    let members: [(String, JSONValue)] = [("depth", .integer(step.depth)), ("view", reference(step.view))]
    return .object(members + fields(of: step.kind))
  }

  /// `kind` and the fields of a step's kind; points are in the step's view's own coordinates.
  private mutating func fields(of kind: HitTestTrace.Step.Kind) -> [(String, JSONValue)] {
    switch kind {
    case .visit(let local): [("kind", "visit"), ("point", point(local))]
    case .skipped(let reason): [("kind", "skipped"), ("reason", encode(reason))]
    case .boundsCheck(let bounds, let contains):
      [("kind", "boundsCheck"), ("bounds", rect(bounds)), ("contains", .bool(contains))]
    case .pathCheck(let target, let contains):
      [("kind", "pathCheck"), ("target", encode(target)), ("contains", .bool(contains))]
    case .alphaCheck(let check): [("kind", "alphaCheck")] + fields(of: check)
    case .pointInside(let inside): [("kind", "pointInside"), ("inside", .bool(inside))]
    case .subviewsFrontToBack(let subviews):
      [("kind", "subviewsFrontToBack"), ("subviews", .array(subviews.map { reference($0) }))]
    case .passedOver(let reason): [("kind", "passedOver"), ("reason", encode(reason))]
    case .defaultResult(let result): [("kind", "defaultResult"), ("result", reference(result))]
    case .returned(let result, let usedDefault):
      [("kind", "returned"), ("result", reference(result)), ("usedDefault", .bool(usedDefault))]
    }
  }

  /// An image view's alpha test: the point, bounds, image rectangle, layout, threshold and pixel found.
  private func fields(of check: HitTestTrace.AlphaCheck) -> [(String, JSONValue)] {
    [
      ("point", point(check.point)), ("bounds", rect(check.bounds)), ("imageRect", rect(check.imageRect)),
      ("contentMode", .string(String(describing: check.contentMode))),
      ("threshold", .integer(Int(check.threshold))), ("hasImage", .bool(check.hasImage)),
      ("pixel", check.pixel.map { .object([("x", .integer($0.x)), ("y", .integer($0.y))]) } ?? .null),
      ("alpha", check.alpha.map { .integer(Int($0)) } ?? .null),
    ]
  }

  /// A path's tap target: `{"kind": "outline", "width": 35}` or `{"kind": "fill", "rule": "evenOdd"}`.
  private func encode(_ target: HitTestTrace.PathTarget) -> JSONValue {
    switch target {
    case .outline(let width): .object([("kind", "outline"), ("width", .number(Double(width)))])
    case .fill(let rule):
      .object([("kind", "fill"), ("rule", .string(rule == .evenOdd ? "evenOdd" : "winding"))])
    }
  }

  /// Why the default algorithm did not look inside a view: `{"kind": "hidden"}`, with the reason's fields.
  private func encode(_ reason: HitTestTrace.SkipReason) -> JSONValue {
    switch reason {
    case .hidden: .object([("kind", "hidden")])
    case .userInteractionDisabled: .object([("kind", "userInteractionDisabled")])
    case .alphaBelowMinimum(let alpha):
      .object([("kind", "alphaBelowMinimum"), ("alpha", .number(Double(alpha)))])
    case .nonInvertibleTransform(let matrix):
      .object([("kind", "nonInvertibleTransform"), ("transform", transform(matrix))])
    case .transformOverflows(let matrix):
      .object([("kind", "transformOverflows"), ("transform", transform(matrix))])
    case .nonFiniteGeometry: .object([("kind", "nonFiniteGeometry")])
    case .animating(let timeLeft): .object([("kind", "animating"), ("timeLeft", seconds(timeLeft))])
    case .nonFinitePoint(let value): .object([("kind", "nonFinitePoint"), ("point", point(value))])
    case .disabledControl: .object([("kind", "disabledControl")])
    case .removedDuringHitTest: .object([("kind", "removedDuringHitTest")])
    }
  }
}

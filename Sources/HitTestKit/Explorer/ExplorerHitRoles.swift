/// Each view's part in one hit test, with the words the page shows when the view is hovered or listed: the view
/// hit, the path to it, the views whose `hitTest(_:with:)` was called, and the views skipped or passed over, with
/// the reason.
enum ExplorerHitRoles {
  /// `[[id, role, text], …]`, one per view the hit test touched, in the order it met them; `role` is `hit`,
  /// `hitPath`, `visited`, `skipped` or `passedOver`.
  static func roles(of trace: HitTestTrace, using encoder: inout TraceJSONEncoder) -> JSONValue {
    var order: [ObjectIdentifier] = []
    var roles: [ObjectIdentifier: (view: View, role: String, text: String)] = [:]
    func set(_ view: View, _ role: String, _ text: String) {
      let key = ObjectIdentifier(view)
      if roles[key] == nil { order.append(key) }
      roles[key] = (view, role, text)
    }
    let tree = trace.visitTree
    for visit in tree.visits {
      if let reason = visit.passedOver {
        set(visit.view, "passedOver", "not tried: it \(reason)")
      } else if let reason = visit.skipped {
        set(visit.view, "skipped", "skipped: it \(reason)")
      } else {
        set(visit.view, "visited", "hitTest(_:with:) called → \(visit.result?.displayName ?? "nil")")
      }
    }
    if let result = trace.result {
      var current: View? = result.superview
      while let view = current {
        set(
          view, "hitPath", "on the path from \(trace.root.displayName) to the view hit, \(result.displayName)"
        )
        if view === trace.root { break }
        current = view.superview
      }
      set(result, "hit", "the view hit")
    }
    return .array(
      order.compactMap { key in
        roles[key].map { .array([.integer(encoder.id(of: $0.view)), .string($0.role), .string($0.text)]) }
      })
  }
}

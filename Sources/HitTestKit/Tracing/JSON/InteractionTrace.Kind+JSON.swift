// The one file of the JSON export that lists InteractionTrace.Kind's cases: each case is written as its name in
// `kind` followed by its fields, in the order the case declares them. When a case changes, change it here (and
// bump TraceDocument.version: TraceFormatTests fails otherwise).

extension TraceJSONEncoder {
  /// `kind` and the fields of an interaction entry, in the case's order.
  ///
  /// Objects the entry names only by text are written as `{"name": …}` without an id; touch locations are in
  /// window coordinates; a hit test is written whole (``encode(_:)-(HitTestTrace)``).
  mutating func fields(of kind: InteractionTrace.Kind) -> [(String, JSONValue)] {
    // Interim, while the typed decisions are merged: the JSON helper rewrites this file.
    [("kind", .string(String(describing: kind)))]
  }
}

extension InteractionTrace.Entry {
  /// The number of the event this entry dispatches, or `nil` for any other entry (scene snapshots are matched
  /// to events by it).
  var dispatchedEventNumber: Int? {
    if case .event(let number, _) = kind { return number }
    return nil
  }

  /// The view a hit-test entry's search started from (a window), or `nil` for any other entry (a trace finds
  /// its application's scene snapshots through it).
  var hitTestRoot: View? {
    if case .hitTest(_, let trace) = kind { return trace.root }
    return nil
  }
}

// The typed decisions as the text renderer words them, so that a test's failure message or a scenario's own
// output can show one without rendering a whole trace.

extension InteractionTrace.GestureNote.Cause: CustomStringConvertible {
  /// The cause as the trace words it (`moved 14 pt > allowableMovement 10 pt`); empty when unspecified.
  public var description: String { InteractionTraceRenderer.text(of: self) }
}

extension InteractionTrace.GestureNote.Question: CustomStringConvertible {
  /// The question as the trace words it (`delegate shouldReceive finger 1`).
  public var description: String { InteractionTraceRenderer.text(of: self) }
}

extension InteractionTrace.GestureNote.IgnoreReason: CustomStringConvertible {
  /// The reason as the trace words it (`finished, waits for reset`).
  public var description: String { InteractionTraceRenderer.text(of: self) }
}

extension InteractionTrace.DeliveryRefusal: CustomStringConvertible {
  /// The refusal as the trace words it (`pad.isMultipleTouchEnabled is false and it already has a touch`).
  public var description: String { InteractionTraceRenderer.text(of: self) }
}

extension InteractionTrace.QueuedInput: CustomStringConvertible {
  /// The request as the trace words it (`touch down [finger 1]`).
  public var description: String { InteractionTraceRenderer.text(of: self) }
}

extension CollectionView.Decision: CustomStringConvertible {
  /// The decision as the trace words it after the collection view's name (`selects item 3 of section 0`).
  public var description: String { ListDecisionRenderer.text(of: self) }
}

extension TableView.Decision: CustomStringConvertible {
  /// The decision as the trace words it after the table view's name (`selects row 3 of section 0`).
  public var description: String { ListDecisionRenderer.text(of: self) }
}

extension FocusDecision: CustomStringConvertible {
  /// The decision as the trace words it, after the responder's name.
  public var description: String { FocusDecisionRenderer.text(of: self) }
}

extension NavigationController.Decision: CustomStringConvertible {
  /// The decision as the trace words it after the navigation controller's name (`pushes detail over list …`).
  public var description: String { NavigationDecisionRenderer.text(of: self) }
}

extension PresentationController.Decision: CustomStringConvertible {
  /// The decision as the trace words it after the presented controller's name (`presentation finished`).
  public var description: String { PresentationDecisionRenderer.text(of: self) }
}

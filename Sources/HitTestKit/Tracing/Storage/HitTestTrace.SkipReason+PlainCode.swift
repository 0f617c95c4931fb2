extension HitTestTrace.SkipReason {
  /// The reason as a small number when it carries no value, else `nil`: how a hit-test log stores the
  /// commonest skips in the step's entry (``HitTestTrace/StepLog/Entry/Tag/skipped``) rather than among the rarer
  /// kinds, which need an array of their own.
  var plainCode: Int32? {
    switch self {
    case .hidden: 0
    case .userInteractionDisabled: 1
    case .disabledControl: 2
    case .removedDuringHitTest: 3
    case .nonFiniteGeometry: 4
    case .alphaBelowMinimum, .nonInvertibleTransform, .transformOverflows, .animating, .nonFinitePoint: nil
    }
  }

  /// The reason whose ``plainCode`` is `code`, or `nil` for a number that is none.
  init?(plainCode code: Int32) {
    switch code {
    case 0: self = .hidden
    case 1: self = .userInteractionDisabled
    case 2: self = .disabledControl
    case 3: self = .removedDuringHitTest
    case 4: self = .nonFiniteGeometry
    default: return nil
    }
  }
}

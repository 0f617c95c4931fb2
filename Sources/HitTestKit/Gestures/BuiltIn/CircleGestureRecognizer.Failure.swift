extension CircleGestureRecognizer {
  /// Why a stroke is not a circle: the first rule of ``CircleGestureRecognizer`` it broke, with the numbers the
  /// rule compared.
  ///
  /// Its `description` (the trace's renderer words it) is the sentence for whoever drew the stroke:
  /// `the stroke goes only 180° around its centre, less than the 300° required`.
  public enum Failure: Equatable, Sendable {
    /// More than one finger came down; a circle is drawn with one.
    case tooManyFingers(Int)
    /// The touches were cancelled.
    case touchesCancelled
    /// Too few samples to judge (``CircleGestureRecognizer/minimumPointCount``).
    case tooShort(points: Int, minimum: Int)
    /// No circle fits the samples.
    case noFit(CircleFitError)
    /// The stroke passes through the middle of its circle, at this point (a figure 8 crosses it).
    case passesThroughMiddle(at: CGPoint)
    /// The stroke covers too little of its circle's bounding box (fractions from 0 to 1).
    case coversTooLittle(overlap: CGFloat, required: CGFloat)
    /// The stroke sweeps too few degrees around its centre (``CircleGestureRecognizer/minimumSweep``).
    case sweepTooSmall(swept: CGFloat, required: CGFloat)
    /// The samples lie too far from one circle: on average `distance` pt from the best circle of `radius`,
    /// `relativeError` of the radius, more than `tolerance`.
    case notNearOneCircle(distance: CGFloat, radius: CGFloat, relativeError: CGFloat, tolerance: CGFloat)
  }
}

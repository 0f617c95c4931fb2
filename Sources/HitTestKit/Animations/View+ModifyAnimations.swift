extension View {
  /// Makes the changes of `animations`, inside an animation block, repeat `count` times, each played back when
  /// `autoreverses`, as UIKit's `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`.
  ///
  /// The changes `animations` makes form an animation of their own, with the enclosing block's duration, delay,
  /// curve and completion (which runs once every animation of the block has ended): each cycle plays the change
  /// forward (and back, when `autoreverses`), `count` times (a fraction stops part of the way, as Core Animation's
  /// `repeatCount`); then the view shows the block's values, its model values, which it read from the moment the
  /// block set them (UIKit's rule: an autoreversing animation that ends on its start value visibly jumps to the
  /// model value; set the model value back in the completion to avoid the jump). See ``ViewAnimation/Repetition``.
  ///
  /// Outside an animation block it makes the changes without animating, as UIKit does. A NaN, 0 or negative
  /// `count` counts as 1, and `.infinity` repeats until the animation is removed; the trace records the count used.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
  ///   View.modifyAnimations(withRepeatCount: 2, autoreverses: true) { card.center.x += 100 }
  /// })
  /// // card.center.x is already +100; it is shown going there and back twice (2 s), then at +100
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many cycles to run; `.infinity` for ever.
  ///   - autoreverses: Whether each cycle plays the change back after playing it forward.
  ///   - animations: Changes to make to views; called once, before this method returns.
  public static func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    guard let transaction = ViewAnimation.Transaction.current else {
      animations()
      return
    }
    transaction.closeStretches()
    let outer = transaction.repetition
    transaction.repetition = ViewAnimation.Repetition(count: Double(count), autoreverses: autoreverses)
    animations()
    transaction.closeStretches()
    transaction.repetition = outer
  }
}

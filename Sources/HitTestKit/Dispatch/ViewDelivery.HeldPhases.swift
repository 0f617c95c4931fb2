extension ViewDelivery {
  /// The phases held back from a touch's view, in order: a plain array.
  ///
  /// A hold is usually one or two phases (a touch-down held by a scroll view, a lift-off held by a tap waiting
  /// for a double tap). Packing them into one word saved nothing measurable (Documentation/Performance.md,
  /// "Leftover fast paths").
  typealias HeldPhases = [Touch.Phase]
}

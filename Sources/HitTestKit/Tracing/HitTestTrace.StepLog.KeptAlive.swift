extension HitTestTrace.StepLog {
  /// An object a hit-test log keeps alive for its entries, which name views without retaining them: a view
  /// nothing else keeps alive, or a subview list as it was (which keeps alive the views visited from it).
  ///
  /// Both kinds share one buffer (``HitTestRecorder`` appends them in the order it records them, and a
  /// ``Entry/Tag/subviewsFrontToBack`` entry's index is its list's place in it): one block of memory for a hit test,
  /// where a buffer of each kind took two.
  enum KeptAlive {
    /// A view, retained.
    case view(View)
    /// A view's subviews, back to front, as its default algorithm read them.
    case subviews([View])
  }
}

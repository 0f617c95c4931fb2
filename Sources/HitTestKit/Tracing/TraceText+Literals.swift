extension TraceText {
  /// `text` itself, as the string literal of the same bytes when it is a name traces repeat at every step (the
  /// class names of the built-in recognizers, and the names a scroll view gives its own recognizers) or a cause
  /// worked out once for the program (a pan's failure before it moved).
  ///
  /// A name is stored in every trace entry about its recognizer. A literal is immortal: storing it and freeing
  /// the entry leave its reference count alone (the runtime returns at once), where a name built at run time (a
  /// class name asked of the runtime, an interpolation) is retained and released, atomically, for each entry.
  /// The result is always the same bytes as `text`; only its storage may differ. Called once per name (the name is
  /// kept), so the comparisons are not paid per entry.
  static func literal(matching text: String) -> String {
    let literal: String =
      switch text {
      case "GestureRecognizer": "GestureRecognizer"
      case "TapGestureRecognizer": "TapGestureRecognizer"
      case "LongPressGestureRecognizer": "LongPressGestureRecognizer"
      case "PanGestureRecognizer": "PanGestureRecognizer"
      case "ScreenEdgePanGestureRecognizer": "ScreenEdgePanGestureRecognizer"
      case "SwipeGestureRecognizer": "SwipeGestureRecognizer"
      case "PinchGestureRecognizer": "PinchGestureRecognizer"
      case "RotationGestureRecognizer": "RotationGestureRecognizer"
      case "CircleGestureRecognizer": "CircleGestureRecognizer"
      case "ContentTouchDelayRecognizer": "ContentTouchDelayRecognizer"
      case "scrollView.contentTouchDelay": "scrollView.contentTouchDelay"
      case "scrollView.pan": "scrollView.pan"
      case "all fingers lifted before moving 10 pt": "all fingers lifted before moving 10 pt"
      default: text
      }
    // `==` also matches canonically equivalent text written with other bytes: the literal only replaces the same
    // bytes.
    return sameBytes(literal, text) ? literal : text
  }
}

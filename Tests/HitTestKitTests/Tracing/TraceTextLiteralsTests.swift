import Testing

@testable import HitTestKit

/// ``TraceText/literal(matching:)``: the names traces repeat, kept as literals of exactly the same bytes.
@Suite struct TraceTextLiteralsTests {
  @Test(
    "a name traces repeat comes back as the same bytes; any other text comes back as it was",
    arguments: [
      "TapGestureRecognizer", "LongPressGestureRecognizer", "PanGestureRecognizer",
      "scrollView.contentTouchDelay",
      "scrollView.pan", "all fingers lifted before moving 10 pt", "MyGestureRecognizer", "",
      "scrollView.contentTouchDelay2", "tapGestureRecognizer",
    ])
  func sameBytes(text: String) {
    // Built at run time, as a class name or an interpolation is.
    let built = String(decoding: Array(text.utf8), as: UTF8.self)
    let result = TraceText.literal(matching: built)
    #expect(Array(result.utf8) == Array(text.utf8))
  }

  @Test("each built-in recognizer is named by its class, and a scroll view's recognizers by the scroll view")
  func builtInNames() {
    let recognizers: [(GestureRecognizer, String)] = [
      (TapGestureRecognizer(), "TapGestureRecognizer"),
      (LongPressGestureRecognizer(), "LongPressGestureRecognizer"),
      (PanGestureRecognizer(), "PanGestureRecognizer"),
      (ScreenEdgePanGestureRecognizer(), "ScreenEdgePanGestureRecognizer"),
      (SwipeGestureRecognizer(), "SwipeGestureRecognizer"),
      (PinchGestureRecognizer(), "PinchGestureRecognizer"),
      (RotationGestureRecognizer(), "RotationGestureRecognizer"),
      (CircleGestureRecognizer(), "CircleGestureRecognizer"),
      (GestureRecognizer(), "GestureRecognizer"),
    ]
    for (recognizer, name) in recognizers { #expect(recognizer.displayName == name) }
    let scrollView = ScrollView(frame: .zero)
    #expect(scrollView.panGestureRecognizer.displayName == "scrollView.pan")
    #expect(
      scrollView.gestureRecognizers.map(\.displayName) == ["scrollView.contentTouchDelay", "scrollView.pan"])
  }
}

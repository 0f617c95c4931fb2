extension View {
  /// UIKit's nested spelling of ``HitTestKit/ContentMode``, so `UIView.ContentMode.scaleAspectFit` compiles.
  public typealias ContentMode = HitTestKit.ContentMode
}

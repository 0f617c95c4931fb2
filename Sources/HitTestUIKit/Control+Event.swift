extension Control {
  /// UIKit's nested name for ``HitTestKit/ControlEvent``, so `UIControl.Event.touchUpInside` compiles.
  ///
  /// Only here, not in HitTestKit: inside a `Control` subclass it hides the touch ``HitTestKit/Event`` type, as
  /// UIKit's does (where the touch event is spelled `UIEvent`), which HitTestKit's own names cannot afford.
  public typealias Event = ControlEvent
}

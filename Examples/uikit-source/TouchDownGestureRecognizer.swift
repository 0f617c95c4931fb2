// UIKit source, as written in an iOS app: only the imports are conditional (see README.md beside it).
#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import HitTestUIKit
#endif

/// Recognizes the moment a finger touches down, and calls `touchDown`.
final class TouchDownGestureRecognizer: UIGestureRecognizer {
  var touchDown: (() -> Void)?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    touchDown?()
    state = .recognized
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }
}

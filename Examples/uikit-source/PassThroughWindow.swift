// UIKit source, as written in an iOS app: only the import is conditional (see README.md beside it).
#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

/// A window above the app that only keeps touches on its own content: a tap on its root view's empty area
/// goes through to the window below.
final class PassThroughWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hitView = super.hitTest(point, with: event) else { return nil }
    return rootViewController?.view == hitView ? nil : hitView
  }
}

// UIKit source, as written in an iOS app: only the import is conditional (see README.md beside it).
#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

/// A small button whose touch area reaches `hitInsets` beyond its bounds (negative insets grow it).
final class ExpandedHitButton: UIButton {
  var hitInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard isEnabled, !isHidden else { return super.point(inside: point, with: event) }
    return bounds.inset(by: hitInsets).contains(point)
  }
}

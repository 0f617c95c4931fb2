// UIKit source, as written in an iOS app: only the import is conditional (see README.md beside it).
#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

/// A rounded card with a title and a small close button in its top-right corner, placed in `layoutSubviews`.
final class CardView: UIView {
  let titleLabel = UILabel()
  let closeButton = ExpandedHitButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 16
    layer.masksToBounds = true
    titleLabel.text = "Your order is on its way"
    addSubview(titleLabel)
    addSubview(closeButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(x: 16, y: 16, width: bounds.width - 72, height: 24)
    closeButton.frame = CGRect(x: bounds.width - 40, y: 12, width: 24, height: 24)
  }
}

/// The dimmed background of a modal card: it centers the card, 20 pt from its sides.
final class DimmingView: UIView {
  let card = CardView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(card)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    card.frame = CGRect(x: 20, y: (bounds.height - 200) / 2, width: bounds.width - 40, height: 200)
  }
}

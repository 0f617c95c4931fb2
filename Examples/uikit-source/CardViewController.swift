// UIKit source, as written in an iOS app. The imports are conditional, and so are the two places that name
// action methods, since `#selector` and `@objc` need the Objective-C runtime (see README.md beside it).
#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

/// Shows a card over a dimmed background: the close button and a tap on the background dismiss it; taps on the
/// card itself do nothing.
final class CardViewController: UIViewController, UIGestureRecognizerDelegate {
  private(set) var events: [String] = []
  private var dimmingView: DimmingView { view as! DimmingView }

  override func loadView() {
    view = DimmingView(frame: .zero)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    #if canImport(UIKit)
      dimmingView.card.closeButton.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
      let backgroundTap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
    #else
      dimmingView.card.closeButton.addTarget(self, action: Selector(Self.close(_:)), for: .touchUpInside)
      let backgroundTap = UITapGestureRecognizer(target: self, action: Selector(Self.backgroundTapped))
    #endif
    backgroundTap.delegate = self
    view.addGestureRecognizer(backgroundTap)
  }

  #if canImport(UIKit)
    @objc func close(_ sender: UIButton) { events.append("close button") }
    @objc func backgroundTapped() { events.append("background tap") }
  #else
    func close(_ sender: UIButton) { events.append("close button") }
    func backgroundTapped() { events.append("background tap") }
  #endif

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    guard let touchedView = touch.view else { return true }
    return !touchedView.isDescendant(of: dimmingView.card)
  }
}

/// A banner at the top of a pass-through window: it reacts at touch-down; the rest of its window lets touches
/// through to the app.
final class BannerViewController: UIViewController {
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let banner = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 44))
    banner.text = "Offline: tap to retry"
    banner.isUserInteractionEnabled = true
    let touchDown = TouchDownGestureRecognizer(target: nil, action: nil)
    touchDown.touchDown = { [weak self] in self?.events.append("banner touch-down") }
    banner.addGestureRecognizer(touchDown)
    view.addSubview(banner)
  }
}

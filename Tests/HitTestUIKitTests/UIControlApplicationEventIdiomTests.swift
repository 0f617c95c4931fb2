import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A custom control that defines its own event in UIKit's application-reserved range and sends it, as rating,
// stepper and segmented-control libraries do.

extension UIControl.Event {
  /// The rating changed: the app's own event, in the range UIKit reserves for apps.
  fileprivate static let ratingChanged = UIControl.Event(rawValue: 1 << 24)
}

/// Five stars in a row; lifting a finger on a star sets the rating and sends `.ratingChanged`.
private final class RatingControl: UIControl {
  private(set) var rating = 0

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch else { return }
    rating = Int(touch.location(in: self).x / (bounds.width / 5)) + 1
    sendActions(for: .ratingChanged)
  }
}

private final class ReviewViewController: UIViewController {
  let stars = RatingControl(frame: CGRect(x: 20, y: 100, width: 250, height: 50))
  var ratings: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    stars.addTarget(self, action: Selector(Self.ratingChanged), for: .ratingChanged)
    view.addSubview(stars)
  }

  func ratingChanged() { ratings.append(stars.rating) }
}

@Suite struct UIControlApplicationEventIdiomTests {
  @Test("a control's own event (UIControl.Event(rawValue: 1 << 24)) reaches the target added for it")
  func ownEventReachesTarget() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = ReviewViewController()
    window.rootViewController = screen
    let app = UIApplication(window: window)
    try app.tap(at: CGPoint(x: 20 + 125, y: 125))  // the middle of the third star
    try app.tap(at: CGPoint(x: 20 + 240, y: 125))  // the fifth
    #expect(screen.ratings == [3, 5])
  }
}

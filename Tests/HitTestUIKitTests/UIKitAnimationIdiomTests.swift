import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// UIKit view-animation code as it is written in apps (UIKit's names and signatures), run here.

/// A view that takes touches where it is shown while it moves: the common presentation-layer override.
private final class MovingTargetView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let superview, let shown = layer.presentation() else { return super.hitTest(point, with: event) }
    let pointInSuperview = convert(point, to: superview)
    return shown.frame.contains(pointInSuperview) ? self : nil
  }
}

@Suite struct UIKitAnimationIdiomTests {
  @Test("UIView.animate's forms compile as in UIKit and move the model at once")
  func animateForms() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = UIApplication(window: window)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(card)
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3) { card.alpha = 0.5 }
    UIView.animate(
      withDuration: 0.3, animations: { card.center.x += 10 }, completion: { finished.append($0) })
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [.allowUserInteraction, .curveEaseOut],
      animations: { card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }, completion: nil)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [],
      animations: { card.frame.origin.y = 100 }, completion: { finished.append($0) })
    let options: UIViewAnimationOptions = .curveLinear
    let curve: UIViewAnimationCurve = .easeIn
    #expect(options == UIView.AnimationOptions.curveLinear && curve.rawValue == 1)
    #expect(card.frame.origin.y == 100 && card.alpha == 0.5)
    _ = try app.wait(.seconds(1))
    #expect(finished == [true, true])
  }

  @Test("the presentation-layer override catches a view where it is shown, mid-animation")
  func presentationOverride() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = UIApplication(window: window)
    let target = MovingTargetView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(target)
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
      animations: {
        target.center.x = 225
      })
    _ = try app.wait(.seconds(0.5))
    #expect(window.hitTest(CGPoint(x: 125, y: 25), with: nil) == target)  // shown there now
    #expect(window.hitTest(CGPoint(x: 225, y: 25), with: nil) == window)  // its model position
  }
}

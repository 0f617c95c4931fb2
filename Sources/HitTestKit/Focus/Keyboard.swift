import Foundation

/// The on-screen keyboard: a view at the bottom of the screen, shown while a ``KeyInput`` responder (a
/// ``TextField``) is first responder, that takes the touches landing on it.
///
/// It lives in a window of its own in front of the others, as UIKit's keyboard does (UIKit's
/// `UIApplication.windows` lists its keyboard windows too), so an app's recognizers never see its touches; the
/// rest of that window lets touches through. It slides in and out over ``animationDuration`` on the virtual clock,
/// and ignores touches while it slides (an animation without `.allowUserInteraction`). It draws no keys: type with
/// ``Application/typeText(_:)``, ``Application/pressDelete()`` and ``Application/pressReturn()``.
public final class Keyboard: View {
  /// The keyboard's height: 336 pt, whatever the screen's width (HitTestKit's decision).
  ///
  /// The figure is the height widely reported for the English keyboard with its suggestion bar on a 390 × 844 pt
  /// iPhone in portrait (the frame in `keyboardFrameEndUserInfoKey`, home-indicator area included); UIKit does not
  /// document it, and it varies with the device, the language and the settings.
  public static let height: CGFloat = 336

  /// How long the keyboard takes to slide in or out: 0.25 s, the `keyboardAnimationDurationUserInfoKey` value
  /// UIKit's notifications are observed to carry (it does not document it).
  public static let animationDuration: TimeInterval = 0.25

  override init(frame: CGRect) {
    super.init(frame: frame)
    name = "keyboard"
  }

  /// Always `nil`: HitTestKit loads no views from archives.
  ///
  /// - Parameter coder: An unarchiver; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Takes the touch: a key press, which HitTestKit does not model.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  /// Takes the move.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  /// Takes the lift.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
  /// Takes the cancellation.
  ///
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: Their event.
  public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

/// The window that holds the ``Keyboard``: it claims only the touches that land on the keyboard.
final class KeyboardWindow: Window {
  /// The keyboard it shows.
  let keyboard = Keyboard(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    name = "keyboardWindow"
    addSubview(keyboard)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The keyboard or nothing: touches elsewhere go on to the windows behind.
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A control that performs its action on a tap, as UIKit's `UIButton`.
///
/// It sends `touchUpInside` followed by `primaryActionTriggered` on a tap. As UIKit's button does, it
/// vetoes a single-finger single-tap recognizer attached to another view (an ancestor) through
/// ``gestureRecognizerShouldBegin(_:)``, so the button's own action wins over, say, a "dismiss keyboard"
/// tap on the window — unless that recognizer's `cancelsTouchesInView` is false, in which case UIKit never
/// asks and both fire.
open class Button: Control {
  /// The button's title, for traces and descriptions; ``titleLabel`` shows it.
  public var title: String? {
    didSet { storedTitleLabel?.text = title }
  }

  /// The label that shows the title, as UIKit's `UIButton.titleLabel`: made at its first use, never `nil`.
  ///
  /// As in UIKit, the property is read-only but the label's own properties are not, and the label is a subview
  /// of the button that does not take touches (a ``Label`` starts with ``View/isUserInteractionEnabled`` false), so
  /// a tap on the title hits the button. Its ``Label/text`` follows ``title``. HitTestKit lays out no text: the
  /// label fills the button's bounds, set again at each layout pass (UIKit sizes it to its text, inside them).
  /// It is made behind the button's other subviews, and named after the button (`OK.titleLabel`).
  public var titleLabel: Label? { storedTitleLabel ?? makeTitleLabel() }

  /// The title label, once made.
  private var storedTitleLabel: Label?

  /// The button's style, as UIKit's `UIButton.ButtonType`; it changes drawing only, never touch handling.
  public private(set) var buttonType = ButtonType.custom

  /// Creates a custom button with a frame, UIKit's designated initializer (override it in a subclass).
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a button with a frame and a title (also used as its name when it has none).
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle, in the superview's coordinates.
  ///   - title: The title for the normal state, and the name when the button has none; `nil` for none.
  public convenience init(frame: CGRect, title: String?) {
    self.init(frame: frame)
    self.title = title
    if let title { name = title }
  }

  /// Creates a button of a style with a zero frame, as UIKit's `UIButton(type:)`; set its frame afterwards.
  ///
  /// A convenience initializer, as in UIKit, so a subclass that overrides ``init(frame:)`` and `init?(coder:)`
  /// has it too.
  ///
  /// - Parameter buttonType: The button's style, as `UIButton.ButtonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of a style with a zero frame that runs `primaryAction` when tapped, as UIKit's
  /// `UIButton(type:primaryAction:)`: the action is added for `primaryActionTriggered` and its title becomes the
  /// button's.
  ///
  /// - Parameters:
  ///   - buttonType: The button's style; `.system` by default, as in UIKit.
  ///   - primaryAction: The action to run on a tap; `nil` for none.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
    self.init(type: buttonType)
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    if !primaryAction.title.isEmpty {
      title = primaryAction.title
      name = primaryAction.title
    }
  }

  /// Makes the title label, behind the other subviews.
  private func makeTitleLabel() -> Label {
    let label = Label(frame: bounds)
    label.text = title
    label.name = "\(displayName).titleLabel"
    insertSubview(label, at: 0)
    storedTitleLabel = label
    return label
  }

  /// Fits the title label, if made, to the bounds (HitTestKit lays out no text).
  open override func layoutSubviews() {
    super.layoutSubviews()
    storedTitleLabel?.frame = bounds
  }

  /// A button's primary action follows `touchUpInside`.
  open override var primaryActionEvents: ControlEvent { .touchUpInside }

  /// False for a one-tap, one-finger tap recognizer attached to another view; true otherwise (UIKit's rule).
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin with one of the button's touches.
  /// - Returns: `false` for a one-tap, one-finger tap recognizer on another view, else `true`.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if let tap = gestureRecognizer as? TapGestureRecognizer, tap.view !== self,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    {
      return false
    }
    return true
  }
}

extension Button {
  /// The styles of a button, as UIKit's `UIButton.ButtonType`: they change how it is drawn, never how it
  /// handles touches.
  public enum ButtonType: Int, Sendable {
    /// No style (UIKit's default for `init(frame:)`).
    case custom = 0
    /// The system style (UIKit's usual choice in code, `UIButton(type: .system)`).
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An info button on a light background.
    case infoLight = 3
    /// An info button on a dark background.
    case infoDark = 4
    /// A contact-add button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }
}

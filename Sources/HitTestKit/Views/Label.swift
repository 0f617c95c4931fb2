/// A view that shows text, as UIKit's `UILabel`; it ignores touches until you turn them on.
///
/// **A tap recognizer on a label never fires until you set ``View/isUserInteractionEnabled`` to true.** As in
/// UIKit (Apple's `UILabel` documentation: "the default value of this property is false"), a label starts out not
/// interactive, so hit testing skips it and its subviews, and the touch goes to the view behind. The
/// recognizer is attached, but no touch reaches it; ``View/explainMiss(of:at:)`` names the cause.
///
/// ```swift
/// let label = Label(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
/// label.text = "Forgot your password?"
/// label.addGestureRecognizer(TapGestureRecognizer { _ in print("tapped") })
/// window.addSubview(label)
/// try app.tap(at: label)                  // nothing: the window gets the touch
/// label.isUserInteractionEnabled = true
/// try app.tap(at: label)                  // tapped
/// ```
open class Label: View {
  /// The text shown; drawing only (HitTestKit lays out no text), used in the label's description.
  public var text: String?

  /// The most lines the text may take (UIKit's default 1; 0 for no limit); drawing only.
  public var numberOfLines = 1

  /// Whether the text is drawn enabled, as UIKit's `UILabel.isEnabled` (default true); drawing only.
  ///
  /// UIKit's rule (Apple's `UILabel` documentation: "This property determines only how the label is drawn"): a
  /// disabled label's text is dimmed, and nothing else changes. Unlike ``Control/isEnabled`` it does not stop
  /// touches: a label with ``View/isUserInteractionEnabled`` true still hit-tests and its recognizers still fire,
  /// and one with it false takes no touch whatever this says.
  public var isEnabled = true

  /// Creates a label with a frame; user interaction starts disabled, as UIKit's label's does.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The name, frame and text, for example `title (x 20, y 20, w 200, h 30) "Forgot your password?"`.
  open override var description: String {
    guard let text else { return super.description }
    return "\(super.description) \"\(text)\""
  }
}

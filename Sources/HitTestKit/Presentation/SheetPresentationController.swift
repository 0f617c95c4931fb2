import Foundation

/// The presentation of a page sheet: a card from the bottom at one of its detents, a dimming view behind it, and a
/// pan that drags it between detents or down to dismiss, as UIKit's `UISheetPresentationController`.
///
/// The sheet's height is the selected detent's (``Detent/height(inWindowOfHeight:)``). A tap on the dimming view,
/// or a drag released toward the bottom, is a user's attempt to dismiss: ``ViewController/isModalInPresentation``
/// and the delegate decide (``AdaptivePresentationControllerDelegate``). A drag that starts in a vertical scroll
/// view inside the sheet hands over between the content and the sheet: the content scrolls until it reaches its
/// top, then the sheet follows the finger down; dragging up, a sheet below its largest detent grows first
/// (``prefersScrollingExpandsWhenScrolledToEdge``), then the content scrolls. That is UIKit's observed behaviour
/// (Apple documents the growing half for `prefersScrollingExpandsWhenScrolledToEdge`; the pull-down half is what
/// every iOS 13+ sheet with a list does, e.g. Mail's compose sheet).
public final class SheetPresentationController: PresentationController {
  /// The fraction of the window's height the medium detent takes: 0.5.
  ///
  /// Apple documents the medium detent as "approximately half the height of the screen"; half is our reading.
  public static let mediumDetentFraction: CGFloat = 0.5

  /// The part of the window left above a sheet at the large detent: 10 pt.
  ///
  /// HitTestKit's decision: UIKit leaves the status bar plus about 10 pt above a large sheet, and HitTestKit has no
  /// status bar.
  public static let largeDetentTopInset: CGFloat = 10

  /// The opacity of the dimming view behind a sheet: 0.4 (black).
  ///
  /// HitTestKit's decision (UIKit's dimming colour is private; only hit testing, which ignores it, depends on it).
  public static let dimmingAlpha: CGFloat = 0.4

  /// The heights the sheet may rest at, as UIKit's `detents` (default `[.large()]`).
  ///
  /// - Precondition: The list is not empty (UIKit raises the same).
  public var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        fatalError(
          "SheetPresentationController.detents must contain at least one detent")
      }
      settleAtSelectedDetent()
    }
  }

  /// The detent the sheet rests at, as UIKit's `selectedDetentIdentifier`.
  ///
  /// `nil` (the default) means the smallest detent in ``detents``. Setting it moves the sheet at once, without
  /// telling the delegate (UIKit's rule).
  public var selectedDetentIdentifier: Detent.Identifier? {
    didSet { settleAtSelectedDetent() }
  }

  /// The largest detent at which the sheet does not dim the presenting view, as UIKit's
  /// `largestUndimmedDetentIdentifier`; `nil` (the default) dims at every detent.
  ///
  /// At an undimmed detent the dimming view is hidden, and touches beside the sheet reach the presenting view.
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { showDimming(containerView != nil) }
  }

  /// Whether dragging up in a scroll view inside the sheet grows the sheet to a larger detent before scrolling,
  /// as UIKit's `prefersScrollingExpandsWhenScrolledToEdge` (default true).
  public var prefersScrollingExpandsWhenScrolledToEdge = true

  /// The view behind the sheet that dims the presenting view and takes taps beside the sheet.
  ///
  /// A tap on it is a dismissal attempt at every dimmed detent, the large one included (the strip above the
  /// sheet). HitTestKit's decision: a tap beside a medium sheet is commonly reported to dismiss it; UIKit documents
  /// nothing for the strip above a large page sheet on iPhone, and HitTestKit treats it the same way rather than
  /// guess a second rule. ``largestUndimmedDetentIdentifier`` hides it.
  public let dimmingView = View(frame: .zero)

  /// The view that holds the presented controller's view and carries the dismissal pan (UIKit's drop-shadow
  /// view).
  let sheetView = View(frame: .zero)

  /// The pan that drags the sheet between its detents and down to dismiss.
  public let dismissalPanGestureRecognizer = PanGestureRecognizer()

  /// The tap on the dimming view.
  let dimmingTap = TapGestureRecognizer()

  /// The current drag of the sheet, if any.
  var drag: Drag?

  /// The scroll views whose pans the sheet follows (it adds itself as their target the first time).
  var trackedScrollViews: [ObjectIdentifier] = []

  /// The gesture delegate of the dismissal pan.
  let panRule = SheetPanRule()

  /// Creates the sheet presentation of `presentedViewController`.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller to show as a sheet.
  ///   - presenting: The controller it will be shown over (set when presenting); unused here.
  public override init(presentedViewController: ViewController, presenting: ViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presenting)
    dimmingView.name = "dimmingView"
    dimmingView.backgroundColor = Color(white: 0, alpha: Self.dimmingAlpha)
    sheetView.name = "sheetView"
    dismissalPanGestureRecognizer.name = "sheetDismissalPan"
    dimmingTap.name = "dimmingTap"
    panRule.sheet = self
    dismissalPanGestureRecognizer.delegate = panRule
    dismissalPanGestureRecognizer.addTarget { [weak self] pan in self?.followSheetPan(pan) }
    dimmingTap.addTarget { [weak self] tap in
      if tap.state == .ended { self?.attemptDismissal(by: .dimmingViewTap) }
    }
    sheetView.addGestureRecognizer(dismissalPanGestureRecognizer)
    dimmingView.addGestureRecognizer(dimmingTap)
  }

  /// The detent the sheet rests at: the selected one, or the smallest.
  public var selectedDetent: Detent {
    detents.first { $0.identifier == selectedDetentIdentifier }
      ?? detents.min { height(of: $0) < height(of: $1) } ?? .large()
  }

  /// The sheet's height at `detent` in its window (or the screen's height before it is presented).
  func height(of detent: Detent) -> CGFloat {
    detent.height(inWindowOfHeight: containerView?.bounds.height ?? Screen.main.bounds.height)
  }

  /// The height of the largest detent.
  var largestHeight: CGFloat { detents.map(height(of:)).max() ?? 0 }

  override var movingView: View? { sheetView }

  override var restingFrame: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let height = height(of: selectedDetent)
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  override func installViews(in container: View) {
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.addSubview(dimmingView)
    container.addSubview(sheetView)
    sheetView.frame = restingFrame
    guard let view = presentedViewController?.view else { return }
    sheetView.addSubview(view)
    view.frame = sheetView.bounds
  }

  override func showDimming(_ isShown: Bool) {
    let undimmed =
      largestUndimmedDetentIdentifier.map { largest in
        detents.first { $0.identifier == largest }.map { height(of: selectedDetent) <= height(of: $0) }
          ?? false
      } ?? false
    dimmingView.alpha = isShown && !undimmed ? 1 : 0
    dimmingView.isUserInteractionEnabled = !undimmed
  }

  /// Puts the sheet at its selected detent at once (a change made in code).
  func settleAtSelectedDetent() {
    guard containerView != nil, drag == nil else { return }
    sheetView.frame = restingFrame
    presentedView?.frame = sheetView.bounds
    showDimming(true)
  }
}

/// The gesture delegate of a sheet's dismissal pan: it leaves touches in a vertical scroll view inside the sheet
/// to that scroll view's pan, which the sheet follows instead (the hand-over).
final class SheetPanRule: GestureRecognizerDelegate {
  /// The sheet whose pan it rules.
  weak var sheet: SheetPresentationController?

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let sheet, let scrollView = sheet.verticalScrollView(containing: touch.view) else { return true }
    sheet.track(scrollView)
    return false
  }
}

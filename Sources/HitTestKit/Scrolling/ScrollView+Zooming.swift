import Foundation

/// Zooming, as UIKit's `UIScrollView` does it.
///
/// The scroll view zooms the one view its delegate's ``ScrollViewDelegate/viewForZooming(in:)`` returns (a
/// direct subview). At zoom scale `s` that view's ``View/transform`` is a scale of `s`, its frame's origin is
/// put at the content origin (0, 0), and ``contentSize`` becomes its frame's size (its bounds size × `s`).
/// Everything else in the content follows from `bounds.origin` and the transform, so hit testing of zoomed
/// content needs no special code: a point is converted through the offset and the scale as UIKit converts it.
///
/// Zooming is possible when ``maximumZoomScale`` is greater than ``minimumZoomScale`` (both 1 by default,
/// Apple's documentation: "It must be greater than the minimum zoom scale for zooming to be enabled") and the
/// delegate gives a view. The scroll view has a ``pinchGestureRecognizer`` only while the limits allow zooming:
/// UIKit adds its pinch when the limits are set apart (observed since iOS 3.2, Cocoanetics, "Hacking
/// UIScrollView Gesture Recognizers", 2010) and asks the delegate for the view when a pinch is about to begin,
/// so a pinch without a view for zooming fails there (the trace says "no view for zooming").
extension ScrollView {
  /// How far a pinch can stretch the scale past a limit with ``bouncesZoom``: at most a factor of 2 beyond it
  /// (HitTestKit's choice; UIKit's band is not documented).
  ///
  /// The overshoot is rubber-banded in the logarithm of the scale with the formula of dragging,
  /// `(1 − 1 / (x · 0.55 / d + 1)) · d`, where `x` is how far the fingers ask past the limit and `d = ln 2`:
  /// pinching to 2 × ``maximumZoomScale`` shows about 1.28 × the maximum, and it never reaches 2 ×.
  public static let zoomBounceLimit: CGFloat = 2
  /// How long an animated zoom, or the bounce back within the limits, takes: 0.3 s (HitTestKit's choice, the
  /// same as ``settleDuration``).
  public static let zoomAnimationDuration: TimeInterval = 0.3

  /// The smallest zoom scale (default 1); a NaN, infinite, zero or negative value is ignored.
  ///
  /// Changing it does not change ``zoomScale`` (as in UIKit, set the scale afterwards if it must follow). A
  /// minimum above ``maximumZoomScale`` is kept, so the two can be set in either order; until the maximum
  /// catches up, zooming is off and scales clamp to the minimum.
  public var minimumZoomScale: CGFloat {
    get { zoomState.minimum }
    set {
      guard isValidZoomScale(newValue, for: .minimumZoomScale) else { return }
      zoomState.minimum = newValue
      updatePinch()
    }
  }

  /// The largest zoom scale (default 1); a NaN, infinite, zero or negative value is ignored.
  ///
  /// Zooming is on only while it is greater than ``minimumZoomScale``.
  public var maximumZoomScale: CGFloat {
    get { zoomState.maximum }
    set {
      guard isValidZoomScale(newValue, for: .maximumZoomScale) else { return }
      zoomState.maximum = newValue
      updatePinch()
    }
  }

  /// The current zoom scale (default 1); setting it is `setZoomScale(_:animated: false)`.
  public var zoomScale: CGFloat {
    get { zoomState.scale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Whether a pinch may zoom past the limits, rubber-banded, and springs back on release (default true,
  /// UIKit's default); false stops the scale at the limits.
  public var bouncesZoom: Bool {
    get { zoomState.bounces }
    set { zoomState.bounces = newValue }
  }

  /// Whether a pinch is zooming the content now.
  public var isZooming: Bool {
    if case .zooming = motion { true } else { false }
  }

  /// Whether the scale is animating back within the limits after a pinch went past them.
  public var isZoomBouncing: Bool {
    if case .animatingZoom(let animation, _) = motion { animation.isBounce } else { false }
  }

  /// The recognizer that zooms the content: `nil` unless ``maximumZoomScale`` > ``minimumZoomScale``.
  ///
  /// It is named `<view name>.pinch`, attached to the scroll view, recognizes together with
  /// ``panGestureRecognizer`` (as in UIKit), and has the scroll view as its delegate.
  public var pinchGestureRecognizer: PinchGestureRecognizer? { zoomState.pinch }

  /// The scales zooming may rest at: `minimumZoomScale...max(minimumZoomScale, maximumZoomScale)`.
  public var zoomScaleRange: ClosedRange<CGFloat> {
    zoomState.minimum...Swift.max(zoomState.minimum, zoomState.maximum)
  }

  /// Zooms to `scale`, clamped to ``zoomScaleRange``, keeping the point at the center of the visible area
  /// there (then clamping the offset to the content).
  ///
  /// Not animated, the delegate hears ``ScrollViewDelegate/scrollViewDidZoom(_:)`` once. Animated, it hears
  /// `scrollViewWillBeginZooming`, `scrollViewDidZoom` on every frame of ``zoomAnimationDuration`` on the
  /// virtual clock, then `scrollViewDidEndZooming` (Apple's documentation of the delegate). A NaN, infinite,
  /// zero or negative scale, or no view for zooming, changes nothing (the trace says why).
  ///
  /// ```swift
  /// scrollView.setZoomScale(2, animated: false)  // a 300 × 200 photo becomes 600 × 400 of content
  /// ```
  ///
  /// - Parameters:
  ///   - scale: The new zoom scale.
  ///   - animated: Whether to animate on the virtual clock of the scroll view's application.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard isValidZoomScale(scale, for: .zoomScale), let view = zoomingView() else { return }
    let target = clampedZoomScale(scale)
    guard hasFiniteZoomedSize(view, target) else { return }
    let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let anchor = zoomAnchor(under: center, of: view)
    let offset = clampedOffset(
      offsetPlacing(anchor, of: view, at: center, scale: target), contentSize: zoomedSize(of: view, target))
    zoom(view, to: target, offset: offset, animated: animated)
  }

  /// Zooms so that `rect` (in the zoomed view's coordinates) fills as much of the view as it can, centered.
  ///
  /// The scale is the smaller of width ÷ the rect's width and height ÷ its height, clamped to
  /// ``zoomScaleRange``; a rectangle with a zero width or height uses the other side, and one with both zero
  /// zooms to ``maximumZoomScale`` around its point (HitTestKit's choice). The offset puts the rectangle's
  /// center at the center of the view, clamped to the content. A rectangle with a NaN or infinite value, or
  /// the null rectangle, changes nothing (the trace says why). Delegate calls are those of
  /// ``setZoomScale(_:animated:)``.
  ///
  /// - Parameters:
  ///   - rect: The area to show, in the coordinates of the view for zooming.
  ///   - animated: Whether to animate on the virtual clock of the scroll view's application.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard !rect.isNull, rect.isFinite else {
      record(.zoomRectangleIgnored(rect))
      return
    }
    guard let view = zoomingView() else { return }
    let area = rect.standardized
    let scales = [
      area.width > 0 ? bounds.width / area.width : nil, area.height > 0 ? bounds.height / area.height : nil,
    ].compactMap { $0 }
    let target = clampedZoomScale(scales.min() ?? zoomScaleRange.upperBound)
    guard hasFiniteZoomedSize(view, target) else { return }
    let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let offset = clampedOffset(
      offsetPlacing(CGPoint(x: area.midX, y: area.midY), of: view, at: center, scale: target),
      contentSize: zoomedSize(of: view, target))
    zoom(view, to: target, offset: offset, animated: animated)
  }

  // MARK: The model

  /// Applies `scale` to `view`: a scale transform, its frame's origin at the content origin, the content size.
  func applyZoomScale(_ scale: CGFloat, to view: View) {
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let size = zoomedSize(of: view, scale)
    view.center = CGPoint(x: size.width / 2, y: size.height / 2)
    contentSize = size
    zoomState.scale = scale
    zoomState.view = view
  }

  /// The zoomed view's frame size at `scale`: its bounds size × `scale`.
  func zoomedSize(of view: View, _ scale: CGFloat) -> CGSize {
    CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
  }

  /// The point of `view` (in its own coordinates) shown at `visible`, a point relative to the scroll view's
  /// top-left corner, at the current scale.
  func zoomAnchor(under visible: CGPoint, of view: View) -> CGPoint {
    let scale = zoomState.scale
    return CGPoint(
      x: (contentOffset.x + visible.x) / scale + view.bounds.minX,
      y: (contentOffset.y + visible.y) / scale + view.bounds.minY)
  }

  /// The content offset that shows `anchor` (a point of `view`) at `visible` when the scale is `scale`.
  func offsetPlacing(_ anchor: CGPoint, of view: View, at visible: CGPoint, scale: CGFloat) -> CGPoint {
    CGPoint(
      x: (anchor.x - view.bounds.minX) * scale - visible.x,
      y: (anchor.y - view.bounds.minY) * scale - visible.y)
  }

  /// `offset` moved within the offsets a content of `size` allows (the rule of ``contentOffsetRange``).
  func clampedOffset(_ offset: CGPoint, contentSize size: CGSize) -> CGPoint {
    let low = CGPoint(x: -contentInset.left, y: -contentInset.top)
    let high = CGPoint(
      x: Swift.max(low.x, size.width + contentInset.right - bounds.width),
      y: Swift.max(low.y, size.height + contentInset.bottom - bounds.height))
    return CGPoint(
      x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
  }

  /// Whether `view` zoomed to `scale` has a finite size (so a finite ``contentSize``); records the refusal when
  /// not: `setZoomScale(1e308)` with a maximum that allows it changes nothing (issue 32 row 12).
  func hasFiniteZoomedSize(_ view: View, _ scale: CGFloat) -> Bool {
    let size = zoomedSize(of: view, scale)
    guard size.width.isFinite, size.height.isFinite else {
      record(.zoomedSizeNotFinite(scale: scale, view: TracedObject(view)))
      return false
    }
    return true
  }

  /// `scale` within ``zoomScaleRange``.
  func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
    let range = zoomScaleRange
    return Swift.min(Swift.max(scale, range.lowerBound), range.upperBound)
  }

  /// Whether `value` can be a zoom scale (finite and positive); records why not.
  private func isValidZoomScale(_ value: CGFloat, for property: ZoomScaleProperty) -> Bool {
    guard value.isFinite, value > 0 else {
      record(.zoomScaleIgnored(property, value: value))
      return false
    }
    return true
  }

  /// The view the delegate gives for zooming, if it is a subview of this scroll view; notes why there is none.
  func zoomingView() -> View? {
    guard let view = delegate?.viewForZooming(in: self) else {
      record(.noViewForZooming(delegate == nil ? .noDelegate : .delegateReturnedNil))
      return nil
    }
    guard view.superview === self else {
      record(.noViewForZooming(.notASubview(TracedObject(view))))
      return nil
    }
    if let old = zoomState.view, old !== view { resetZoom(of: old, for: view) }
    return view
  }

  /// The delegate gives another view for zooming than the one zoomed so far: a zoom animation of the old one
  /// completes, then the old view, if still a subview, gets back its identity transform, and the scale starts
  /// again at 1 for the new view (UIKit reads the zoom scale from the zoomed view's transform, so a new view
  /// reads 1; HitTestKit's reading of it, issue 32 row 13).
  private func resetZoom(of old: View, for new: View) {
    zoomState.view = nil
    completeZoomAnimation()
    if old.superview === self { old.transform = .identity }
    zoomState.scale = 1
    zoomState.view = new
    record(.zoomingViewChanged(from: TracedObject(old), to: TracedObject(new)))
  }

  /// The zoom limits as they stand: they allow zooming when the maximum is greater than the minimum.
  var zoomLimits: ZoomLimits { ZoomLimits(minimum: zoomState.minimum, maximum: zoomState.maximum) }

  /// Adds the pinch recognizer when the limits allow zooming, and removes it when they do not.
  private func updatePinch() {
    let limits = zoomLimits
    if limits.allowZooming, zoomState.pinch == nil {
      let pinch = PinchGestureRecognizer()
      pinch.name = Self.pinchName(of: displayName)
      pinch.delegate = recognizerDelegate
      pinch.addTarget { [unowned self] pinch in self.handlePinch(pinch) }
      zoomState.pinch = pinch
      addGestureRecognizer(pinch)
    } else if !limits.allowZooming, let pinch = zoomState.pinch {
      record(.zoomingTurnedOff(limits))
      removeGestureRecognizer(pinch)
      zoomState.pinch = nil
    }
  }

  /// The name the scroll view gives its pinch recognizer: `<view name>.pinch`.
  static func pinchName(of viewName: String) -> String { "\(viewName).pinch" }

  /// Renames the pinch after the view, unless it was given a name of its own.
  func renamePinch(from oldName: String) {
    if let pinch = zoomState.pinch, pinch.name == Self.pinchName(of: oldName) {
      pinch.name = Self.pinchName(of: displayName)
    }
  }
}

/// A control that picks a value from a range by dragging its thumb along a track, as UIKit's `UISlider`.
///
/// **Tracking.** A touch begins tracking only on the thumb: in ``thumbRect(forBounds:trackRect:value:)``,
/// grown to ``minimumThumbTouchSize`` around its centre (a touch on the bare track is not tracked, and goes
/// up the responder chain, as in UIKit, where tapping the track does not move the thumb). While tracking, the
/// thumb follows the finger's horizontal movement: the value changes by the finger's travel over the track's
/// usable width (the track less one thumb), so the thumb stays under the finger, clamped to the range. With
/// ``isContinuous`` on (the default) each change sends `valueChanged` as it happens; with it off, one
/// `valueChanged` goes out when the finger lifts or the touch is cancelled, if the value changed. The usual
/// `touchDown`, drag and `touchUpInside`/`touchUpOutside` events go out as for every ``Control``.
///
/// **Values.** ``value`` is always within ``minimumValue``…``maximumValue``: a value set outside is clamped, as
/// UIKit documents; a NaN value is ignored (HitTestKit's decision: UIKit does not say, and a NaN would leave
/// the thumb nowhere), and an infinite one is clamped like any other. A bound that is not finite is ignored.
/// Raising ``minimumValue`` above ``maximumValue`` raises the maximum with it, and lowering
/// the maximum below the minimum lowers the minimum, so the range is never empty (HitTestKit's decision).
///
/// **Geometry** (HitTestKit's decision; UIKit draws a 28-point thumb on a track as wide as the slider, and
/// leaves the exact numbers to its images): the track is the bounds' full width, 4 points high, centred
/// vertically; the thumb is a 28-point square centred on the track at the value's fraction of the usable
/// width. Override ``trackRect(forBounds:)`` and ``thumbRect(forBounds:trackRect:value:)``, as in UIKit, to
/// change them: tracking uses the overrides.
open class Slider: Control {
  /// The side of the default thumb, in points: 28, the diameter of UIKit's default thumb image.
  public static let defaultThumbSide: CGFloat = 28
  /// The height of the default track, in points.
  public static let defaultTrackHeight: CGFloat = 4
  /// The smallest area around the thumb's centre that starts tracking, in points: 44 × 44, the minimum hit
  /// target of Apple's Human Interface Guidelines.
  public static let minimumThumbTouchSize = CGSize(width: 44, height: 44)

  /// The slider's value, within ``minimumValue``…``maximumValue``; 0 by default.
  public var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  /// The value at the track's left end; 0 by default.
  public var minimumValue: Float = 0 {
    didSet {
      if !minimumValue.isFinite { minimumValue = oldValue }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// The value at the track's right end; 1 by default.
  public var maximumValue: Float = 1 {
    didSet {
      if !maximumValue.isFinite { maximumValue = oldValue }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// Whether a drag sends `valueChanged` at each change (`true`, the default) or once at its end.
  public var isContinuous = true

  private var storedValue: Float = 0
  /// The value and finger position when tracking began, and whether the value changed since.
  private var trackingStart: (value: Float, x: CGFloat)?
  private var changedWhileTracking = false

  /// Sets the value, clamped to the range (NaN is ignored), without sending `valueChanged`, as in UIKit.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - animated: Whether UIKit would animate the thumb; the value changes at once either way.
  open func setValue(_ value: Float, animated: Bool) {
    guard !value.isNaN else { return }
    storedValue = clamped(value)
  }

  /// The track's rectangle in bounds coordinates: the full width, ``defaultTrackHeight`` high, centred.
  ///
  /// - Parameter bounds: The slider's bounds.
  /// - Returns: The track's rectangle.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX, y: bounds.midY - Self.defaultTrackHeight / 2, width: bounds.width,
      height: Self.defaultTrackHeight)
  }

  /// The thumb's rectangle in bounds coordinates for `value`: a ``defaultThumbSide`` square centred on the
  /// track at the value's fraction of the track's width less one thumb.
  ///
  /// - Parameters:
  ///   - bounds: The slider's bounds.
  ///   - rect: The track's rectangle (``trackRect(forBounds:)``).
  ///   - value: The value to place the thumb at.
  /// - Returns: The thumb's rectangle.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let side = Self.defaultThumbSide
    let x = rect.minX + usableWidth(of: rect, thumbWidth: side) * CGFloat(fraction(of: value))
    return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
  }

  /// The slider sends `valueChanged` as its primary action, as UIKit's does (`UISlider(frame:primaryAction:)`).
  open override var primaryActionEvents: ControlEvent { .valueChanged }

  /// Tracks a touch that lands on the thumb, grown to ``minimumThumbTouchSize``.
  ///
  /// - Parameters:
  ///   - touch: The touch that began in the slider.
  ///   - event: Its event.
  /// - Returns: Whether the touch is on the thumb.
  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    let grownWidth = max(0, Self.minimumThumbTouchSize.width - thumb.width) / 2
    let grownHeight = max(0, Self.minimumThumbTouchSize.height - thumb.height) / 2
    let point = touch.location(in: self)
    guard thumb.insetBy(dx: -grownWidth, dy: -grownHeight).halfOpenContains(point) else { return false }
    trackingStart = (storedValue, point.x)
    changedWhileTracking = false
    return true
  }

  /// Moves the value with the finger, sending `valueChanged` when continuous.
  ///
  /// - Parameters:
  ///   - touch: The tracked touch.
  ///   - event: Its event.
  /// - Returns: `true`: a slider keeps tracking wherever the finger goes.
  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    guard let start = trackingStart else { return true }
    let track = trackRect(forBounds: bounds)
    let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
    let width = usableWidth(of: track, thumbWidth: thumbWidth)
    guard width > 0 else { return true }
    let travel = touch.location(in: self).x - start.x
    let range = maximumValue - minimumValue
    let proposed = clamped(start.value + Float(travel / width) * range)
    guard proposed != storedValue, !proposed.isNaN else { return true }
    storedValue = proposed
    changedWhileTracking = true
    if isContinuous { sendActions(for: .valueChanged) }
    return true
  }

  /// Sends the deferred `valueChanged` of a non-continuous slider whose value changed.
  ///
  /// - Parameters:
  ///   - touch: The tracked touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    finishTracking()
  }

  /// Sends the deferred `valueChanged` of a non-continuous slider whose value changed: the value stays where
  /// the finger left it, as in UIKit.
  ///
  /// - Parameter event: The event of the cancellation.
  open override func cancelTracking(with event: Event?) {
    finishTracking()
  }

  private func finishTracking() {
    if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
    trackingStart = nil
    changedWhileTracking = false
  }

  private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }

  private func fraction(of value: Float) -> Float {
    let range = maximumValue - minimumValue
    return range > 0 ? (clamped(value) - minimumValue) / range : 0
  }

  private func usableWidth(of track: CGRect, thumbWidth: CGFloat) -> CGFloat {
    max(0, track.width - thumbWidth)
  }
}

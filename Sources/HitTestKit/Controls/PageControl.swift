/// A row of page indicators that moves one page at a tap, as UIKit's `UIPageControl`.
///
/// **Taps.** A tap (touch-up inside) to the right of the current page's indicator moves to the next page, and
/// one to its left to the previous page, one page at a time, as UIKit documents ("Tapping the page control
/// moves to the next or previous page"); the control then sends `valueChanged`. At the first or last page a
/// tap past the end changes nothing and sends nothing. Setting ``currentPage`` in code sends nothing, as in
/// UIKit. UIKit's continuous scrubbing (a long press, then sliding along the indicators) is not modelled.
///
/// **Values.** ``numberOfPages`` is never negative (a negative count becomes 0) and ``currentPage`` is always
/// within `0..<numberOfPages` (0 when there are none): a page set outside is clamped, as UIKit does.
///
/// **Geometry** (HitTestKit's decision, from UIKit's look: 7-point dots 9 points apart): the indicators are
/// ``indicatorPitch`` apart, centred in the bounds; ``size(forNumberOfPages:)`` is the row's size. With
/// ``hidesForSinglePage`` on and one page or none, the control is hidden, as UIKit hides it, and takes no touch.
open class PageControl: Control {
  /// The distance between the centres of two neighbouring indicators, in points: 16 (a 7-point dot and a
  /// 9-point gap).
  public static let indicatorPitch: CGFloat = 16
  /// The height of the indicator row, in points.
  public static let rowHeight: CGFloat = 26

  /// The number of pages, never negative: 0 by default.
  public var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = clampedPage(currentPage)
    }
  }
  /// The page shown, within `0..<numberOfPages` (0 by default); setting it sends no event.
  public var currentPage = 0 {
    didSet { if currentPage != clampedPage(currentPage) { currentPage = clampedPage(currentPage) } }
  }
  /// Whether the control hides itself when there is at most one page; `false` by default.
  public var hidesForSinglePage = false

  /// The size of the indicator row for `pageCount` pages: ``indicatorPitch`` a page, ``rowHeight`` high.
  ///
  /// - Parameter pageCount: The number of pages; a negative count counts as 0.
  /// - Returns: The row's size.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * Self.indicatorPitch, height: Self.rowHeight)
  }

  /// The centre of page `page`'s indicator, in bounds coordinates.
  ///
  /// - Parameter page: A page index.
  /// - Returns: The indicator's centre: the row centred in the bounds, ``indicatorPitch`` a page.
  public func indicatorCenter(forPage page: Int) -> CGPoint {
    let rowWidth = size(forNumberOfPages: numberOfPages).width
    let x = bounds.midX - rowWidth / 2 + (CGFloat(page) + 0.5) * Self.indicatorPitch
    return CGPoint(x: x, y: bounds.midY)
  }

  /// Whether the control hides itself now: ``hidesForSinglePage`` with at most one page.
  public var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

  /// `nil` while hidden for a single page, else ``Control``'s hit test.
  ///
  /// - Parameters:
  ///   - point: A point in bounds coordinates.
  ///   - event: The event, or `nil`.
  /// - Returns: The view hit, or `nil`.
  open override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHiddenForSinglePage else {
      event?.recordSkippedHitTest(of: self, at: point, because: .hidden)
      return nil
    }
    return super.hitTest(point, with: event)
  }

  /// Moves one page towards the side of the current indicator the finger lifted on, if it lifted inside.
  ///
  /// - Parameters:
  ///   - touch: The tracked touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    guard let touch, isInsideTrackingArea(touch), numberOfPages > 0 else { return }
    let x = touch.location(in: self).x
    let current = indicatorCenter(forPage: currentPage).x
    let target = clampedPage(x > current ? currentPage + 1 : x < current ? currentPage - 1 : currentPage)
    guard target != currentPage else { return }
    currentPage = target
    sendActions(for: .valueChanged)
  }

  private func clampedPage(_ page: Int) -> Int { min(max(page, 0), max(numberOfPages - 1, 0)) }
}

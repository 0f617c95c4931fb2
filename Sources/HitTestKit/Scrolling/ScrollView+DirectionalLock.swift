import Foundation

extension ScrollView {
  /// How far from an axis, in degrees, a drag may start and still be locked to that axis with
  /// ``isDirectionalLockEnabled``: 22.5°.
  ///
  /// UIKit documents the rule ("if the user begins dragging in one general direction … the scroll view
  /// disables scrolling in the other direction. If the drag direction is diagonal, then scrolling doesn't
  /// lock", Apple's `isDirectionalLockEnabled` page) but not the angle. 22.5° is a HitTestKit decision:
  /// the eight compass directions each get 45°, the four along the axes lock, the four diagonals do not.
  public static let directionalLockAngle: CGFloat = 22.5

  /// An axis a scroll view scrolls along, and a drag can be locked to.
  public enum DragAxis: Equatable, Sendable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
  }

  /// Decides the current drag's lock once the movement since touch-down reaches the pan's hysteresis along
  /// an axis: within ``directionalLockAngle`` of an axis it locks to it, otherwise it moves freely.
  ///
  /// The direction is the movement at that moment (usually the one that began the pan); a drag that caught
  /// moving content decides it on its first 10 pt.
  func decideDirectionalLock(of drag: inout Drag) {
    guard !drag.isLockDecided else { return }
    let movement = panGestureRecognizer.rawMovement
    guard max(abs(movement.x), abs(movement.y)) >= PanGestureRecognizer.hysteresis else { return }
    drag.isLockDecided = true
    let degrees = atan2(abs(movement.y), abs(movement.x)) * 180 / .pi
    let limit = Self.directionalLockAngle
    if degrees <= limit {
      drag.lockedAxis = .horizontal
    } else if degrees >= 90 - limit {
      drag.lockedAxis = .vertical
    }
    record(.directionalLock(angle: degrees, movement: movement, lockedAxis: drag.lockedAxis))
  }

  /// Whether the current drag moves the content along `axis`: the view can scroll that way and the drag is
  /// not locked to the other axis.
  func dragMoves(along axis: DragAxis, lockedAxis: DragAxis?) -> Bool {
    switch axis {
    case .horizontal: canScrollHorizontally && lockedAxis != .vertical
    case .vertical: canScrollVertically && lockedAxis != .horizontal
    }
  }
}

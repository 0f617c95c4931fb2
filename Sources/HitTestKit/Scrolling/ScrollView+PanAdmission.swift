extension ScrollView {
  /// Why the scroll view's pan may not begin for the drag so far, with the numbers; `nil` when the axis rule
  /// lets it begin.
  ///
  /// The rule (reference §8.3, §8.10): the pan begins only along an axis the view can scroll. The drag's
  /// direction is its movement since the touch-down when the pan reaches its 10 pt hysteresis: mostly
  /// horizontal (|dx| > |dy|) needs ``canScrollHorizontally``, mostly vertical needs
  /// ``canScrollVertically``, and an exact diagonal (|dx| = |dy|) needs either. UIKit's rule for diagonal
  /// starts is not documented (reference §8.10); this one, a HitTestKit decision, gives the drag to the
  /// innermost scroll view that can follow its main direction, which is how a horizontal carousel inside a
  /// vertical feed behaves (Apple's "Nesting Scroll Views" guide: cross-directional nesting works without
  /// code). A pan that caught decelerating content at touch-down begins without asking the axes.
  func panRefusal() -> PanAdmission? {
    if let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer, pan.caughtMovingContent {
      return nil
    }
    let movement = panGestureRecognizer.rawMovement
    let direction = Self.direction(of: movement)
    let refused: [DragAxis]
    switch direction {
    case .mostlyHorizontal where !canScrollHorizontally: refused = [.horizontal]
    case .mostlyVertical where !canScrollVertically: refused = [.vertical]
    case .diagonal where !canScrollHorizontally && !canScrollVertically: refused = [.horizontal, .vertical]
    default: return nil
    }
    return PanAdmission(movement: movement, direction: direction, axes: refused.map(axisExtent))
  }

  /// Why the pan may begin: the trace records it when the scroll view, asked as the pan's delegate, lets it begin,
  /// so it comes before the pan's "possible → began".
  func panAdmission() -> Decision {
    if let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer, pan.caughtMovingContent {
      return .panBeganCatchingMovingContent
    }
    let movement = panGestureRecognizer.rawMovement
    let direction = Self.direction(of: movement)
    let axis: DragAxis = direction == .mostlyVertical || !canScrollHorizontally ? .vertical : .horizontal
    return .panAdmitted(PanAdmission(movement: movement, direction: direction, axes: [axisExtent(axis)]))
  }

  /// The numbers behind ``canScrollHorizontally`` or ``canScrollVertically``: content (plus insets) against
  /// the bounds, and `alwaysBounce…`.
  func axisExtent(_ axis: DragAxis) -> AxisExtent {
    let horizontal = axis == .horizontal
    return AxisExtent(
      axis: axis, content: horizontal ? contentSize.width : contentSize.height,
      insets: horizontal ? contentInset.left + contentInset.right : contentInset.top + contentInset.bottom,
      bounds: horizontal ? bounds.width : bounds.height,
      alwaysBounce: horizontal ? alwaysBounceHorizontal : alwaysBounceVertical, bounces: bounces)
  }

  /// The main direction of a movement: along x, along y, or exactly diagonal.
  static func direction(of movement: CGPoint) -> DragDirection {
    let dx = abs(movement.x)
    let dy = abs(movement.y)
    return dx > dy ? .mostlyHorizontal : dy > dx ? .mostlyVertical : .diagonal
  }

  /// A drag's main direction when its pan asks to begin.
  public enum DragDirection: Equatable, Sendable {
    /// |dx| > |dy|.
    case mostlyHorizontal
    /// |dy| > |dx|.
    case mostlyVertical
    /// |dx| = |dy|.
    case diagonal
  }
}

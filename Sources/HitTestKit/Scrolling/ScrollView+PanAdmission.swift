extension ScrollView {
  /// Why the scroll view's pan may not begin for the drag so far, in words with the numbers; `nil` when the
  /// axis rule lets it begin.
  ///
  /// The rule (reference §8.3, §8.10): the pan begins only along an axis the view can scroll. The drag's
  /// direction is its movement since the touch-down when the pan reaches its 10 pt hysteresis: mostly
  /// horizontal (|dx| > |dy|) needs ``canScrollHorizontally``, mostly vertical needs
  /// ``canScrollVertically``, and an exact diagonal (|dx| = |dy|) needs either. UIKit's rule for diagonal
  /// starts is not documented (reference §8.10); this one, a HitTestKit decision, gives the drag to the
  /// innermost scroll view that can follow its main direction, which is how a horizontal carousel inside a
  /// vertical feed behaves (Apple's "Nesting Scroll Views" guide: cross-directional nesting works without
  /// code). A pan that caught decelerating content at touch-down begins without asking the axes.
  func panRefusal() -> String? {
    if let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer, pan.caughtMovingContent {
      return nil
    }
    let movement = panGestureRecognizer.rawMovement
    let direction = Self.direction(of: movement)
    let moved = "the drag moved \(movement.compactDescription) pt, \(direction)"
    switch direction {
    case .mostlyHorizontal where !canScrollHorizontally:
      return "cannot scroll horizontally: \(axisReason(.horizontal)); \(moved), so its pan does not begin"
    case .mostlyVertical where !canScrollVertically:
      return "cannot scroll vertically: \(axisReason(.vertical)); \(moved), so its pan does not begin"
    case .diagonal where !canScrollHorizontally && !canScrollVertically:
      return "cannot scroll either way: \(axisReason(.horizontal)), \(axisReason(.vertical)); "
        + "\(moved), so its pan does not begin"
    default:
      return nil
    }
  }

  /// Why the pan may begin, in words with the numbers (the trace notes it when the pan begins).
  func panAdmissionNote() -> String {
    if let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer, pan.caughtMovingContent {
      return
        "its pan begins at touch-down, without the 10 pt hysteresis: the finger caught the moving content"
    }
    let movement = panGestureRecognizer.rawMovement
    let direction = Self.direction(of: movement)
    let axis: DragAxis = direction == .mostlyVertical || !canScrollHorizontally ? .vertical : .horizontal
    return "can scroll \(axis == .horizontal ? "horizontally" : "vertically"): \(axisReason(axis)); the drag "
      + "moved \(movement.compactDescription) pt, \(direction), so its pan may begin"
  }

  /// The numbers behind ``canScrollHorizontally`` or ``canScrollVertically``: content (plus insets)
  /// against the bounds, and `alwaysBounce…` when it is what allows scrolling.
  func axisReason(_ axis: DragAxis) -> String {
    let horizontal = axis == .horizontal
    let dimension = horizontal ? "width" : "height"
    let content = horizontal ? contentSize.width : contentSize.height
    let insets: CGFloat =
      horizontal ? contentInset.left + contentInset.right : contentInset.top + contentInset.bottom
    let size: CGFloat = horizontal ? bounds.width : bounds.height
    let overflows = content + insets > size
    var text = "content \(dimension) \(content.compactDescription)"
    if insets != 0 { text += " + insets " + insets.compactDescription }
    text += " \(overflows ? ">" : "≤") bounds \(dimension) \(size.compactDescription)"
    let alwaysBounce = horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
    let name = "alwaysBounce\(horizontal ? "Horizontal" : "Vertical")"
    if !overflows && alwaysBounce {
      let note: String = bounces ? ", but \(name) is on" : " (\(name) is on, but bounces is off)"
      text += note
    }
    return text
  }

  /// The main direction of a movement: along x, along y, or exactly diagonal.
  static func direction(of movement: CGPoint) -> DragDirection {
    let dx = abs(movement.x)
    let dy = abs(movement.y)
    return dx > dy ? .mostlyHorizontal : dy > dx ? .mostlyVertical : .diagonal
  }

  /// A drag's main direction when its pan asks to begin.
  enum DragDirection: CustomStringConvertible {
    case mostlyHorizontal, mostlyVertical, diagonal

    var description: String {
      switch self {
      case .mostlyHorizontal: "mostly horizontally"
      case .mostlyVertical: "mostly vertically"
      case .diagonal: "exactly diagonally"
      }
    }
  }
}

/// How hit testing treats a view, as far as a picture shows it: the view's own state or an ancestor's.
///
/// Ordered by precedence: a hidden view is drawn as hidden even if it is also transparent.
enum SceneViewState: Int, CaseIterable, Comparable {
  case ordinary, hidden, transparent, interactionDisabled, animatingWithoutInteraction, disabledControl

  /// The view's own state, ignoring its ancestors.
  init(of view: View) {
    if view.isHidden {
      self = .hidden
    } else if !(view.alpha >= View.minimumHittableAlpha) {
      self = .transparent
    } else if !view.isUserInteractionEnabled {
      self = .interactionDisabled
    } else if view.isAnimatingWithoutInteraction {
      self = .animatingWithoutInteraction
    } else if let control = view as? Control, !control.isEnabled {
      self = .disabledControl
    } else {
      self = .ordinary
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The word added to the view's label when the state is its own: `button (hidden)`.
  var labelSuffix: String? {
    switch self {
    case .ordinary: nil
    case .hidden: "hidden"
    case .transparent: "alpha < 0.01"
    case .interactionDisabled: "no interaction"
    case .animatingWithoutInteraction: "animating, no touches"
    case .disabledControl: "disabled"
    }
  }

  /// The legend's explanation of the style.
  var legendText: String {
    switch self {
    case .ordinary: "view frame (fill fainter with lower alpha)"
    case .hidden: "hidden (isHidden), or inside a hidden view"
    case .transparent: "alpha below 0.01, or inside such a view"
    case .interactionDisabled: "isUserInteractionEnabled = false, or inside"
    case .animatingWithoutInteraction: "animating without .allowUserInteraction, or inside"
    case .disabledControl: "disabled control (isEnabled = false), or inside"
    }
  }
}

/// A view's part in the hit test a picture draws.
enum SceneTraceRole: Int, CaseIterable, Comparable {
  case none, visited, passedOver, hitPath, hit

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The legend's explanation of the style.
  var legendText: String {
    switch self {
    case .none: "not reached by the hit test"
    case .visited: "hitTest(_:with:) called; not on the hit path"
    case .passedOver: "passed over: not asked (singular transform or NaN geometry)"
    case .hitPath: "on the path from the root to the view hit"
    case .hit: "the view hit"
    }
  }
}

/// The SVG presentation attributes of one view's frame: fill from its state, outline from its trace role.
struct SceneViewStyle: Equatable {
  /// The fill of an ordinary view's frame.
  static let ordinaryFill = "#4dabf7"

  var fill: String
  var fillOpacity: CGFloat
  var stroke: String
  var strokeWidth: CGFloat
  var dash: String?

  /// The style for a view in `state` with `role`, whose alpha (times its ancestors') is `alpha`.
  init(state: SceneViewState, role: SceneTraceRole, alpha: CGFloat = 1) {
    switch state {
    case .ordinary:
      let visible = alpha.isFinite ? Swift.min(Swift.max(alpha, 0.25), 1) : 1
      (fill, fillOpacity, stroke, strokeWidth, dash) = (Self.ordinaryFill, 0.1 * visible, "#495057", 1, nil)
    case .hidden: (fill, fillOpacity, stroke, strokeWidth, dash) = ("none", 1, "#868e96", 1, "5 3")
    case .transparent: (fill, fillOpacity, stroke, strokeWidth, dash) = ("none", 1, "#868e96", 1, "1 3")
    case .interactionDisabled, .animatingWithoutInteraction:
      (fill, fillOpacity, stroke, strokeWidth, dash) = ("url(#no-interaction)", 1, "#868e96", 1, nil)
    case .disabledControl:
      (fill, fillOpacity, stroke, strokeWidth, dash) = ("#ffc9c9", 0.6, "#c92a2a", 1, "6 2")
    }
    switch role {
    case .none: break
    case .visited: (stroke, strokeWidth) = ("#1c7ed6", 2)
    case .passedOver:
      (stroke, strokeWidth) = ("#f08c00", 2)
      if dash == nil { dash = "6 3" }
    case .hitPath: (stroke, strokeWidth) = ("#2f9e44", 2.5)
    case .hit: (fill, fillOpacity, stroke, strokeWidth) = ("#69db7c", 0.45, "#2b8a3e", 3)
    }
  }

  /// The attributes, as written on a `<polygon>` or a legend swatch.
  var attributes: String {
    var text = "fill=\"\(fill)\""
    if fill != "none" && fillOpacity != 1 { text += " fill-opacity=\"\(SVGText.number(fillOpacity))\"" }
    text += " stroke=\"\(stroke)\" stroke-width=\"\(SVGText.number(strokeWidth))\""
    if let dash { text += " stroke-dasharray=\"\(dash)\"" }
    return text
  }
}

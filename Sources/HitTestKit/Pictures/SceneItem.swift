/// One view as a picture draws it: where its bounds land in the root's coordinates, and its styles.
struct SceneItem {
  /// The view.
  let view: View
  /// Maps the view's bounds coordinates to the picture root's.
  let toRoot: CGAffineTransform
  /// The bounds' corners in root coordinates (top-left, top-right, bottom-right, bottom-left), or `nil`
  /// when one is NaN or infinite.
  let quad: [CGPoint]?
  /// The state hit testing sees: the view's own, or the strongest of its ancestors'.
  let state: SceneViewState
  /// The view's own state, named in its label.
  let ownState: SceneViewState
  /// The view's alpha times its ancestors'.
  let alpha: CGFloat
  /// The clip path its drawing is clipped to (its clipping ancestors'), or `nil`.
  let clipID: String?
  /// Where a running animation shows the view now (its presentation values inside its superview's model frame),
  /// as corners in root coordinates; `nil` when nothing animates it or a corner is not finite.
  var presentationQuad: [CGPoint]? = nil
  /// Its part in the drawn hit test.
  var role: SceneTraceRole = .none
}

extension SceneItem {
  /// Every view under `root` (included), back to front (a view before its subviews, subviews in array
  /// order), with the clip paths they define: an iterative walk, so deep hierarchies need no deep stack.
  ///
  /// Each view's map to the root is its superview's composed with its own `bounds → superview` step
  /// (`p − bounds.origin − size / 2`, the transform, `+ center`: ``View/convert(_:to:)->CGPoint``'s rule), so the
  /// walk costs one matrix product per view.
  static func walk(from root: View) -> (
    items: [SceneItem], clips: [(id: String, quad: [CGPoint], parent: String?)]
  ) {
    struct Pending {
      let view: View
      let toRoot: CGAffineTransform
      /// The superview's map to the root (identity for the root).
      let superviewToRoot: CGAffineTransform
      let state: SceneViewState
      let alpha: CGFloat
      let clipID: String?
    }
    var items: [SceneItem] = []
    var clips: [(id: String, quad: [CGPoint], parent: String?)] = []
    var stack = [
      Pending(
        view: root, toRoot: .identity, superviewToRoot: .identity, state: .ordinary, alpha: 1, clipID: nil)
    ]
    var isRoot = true
    while let pending = stack.popLast() {
      let view = pending.view
      let ownState = SceneViewState(of: view)
      let state = Swift.max(ownState, pending.state)
      let alpha = isRoot ? 1 : pending.alpha * view.alpha
      isRoot = false
      let quad = corners(of: view.bounds, through: pending.toRoot)
      var item = SceneItem(
        view: view, toRoot: pending.toRoot, quad: quad, state: state, ownState: ownState, alpha: alpha,
        clipID: pending.clipID)
      if view.superview != nil, view.layer.animationKeys() != nil, let shown = view.layer.presentation() {
        let step = stepToSuperview(
          center: shown.position, bounds: shown.bounds, transform: shown.affineTransform())
        item.presentationQuad = corners(
          of: shown.bounds, through: step.concatenating(pending.superviewToRoot))
      }
      items.append(item)
      var childClip = pending.clipID
      if view.clipsToBounds, let quad {
        let id = "clip-\(clips.count + 1)"
        clips.append((id, quad, pending.clipID))
        childClip = id
      }
      for subview in view.subviews.reversed() {
        let step = stepToSuperview(subview)
        stack.append(
          Pending(
            view: subview, toRoot: step.concatenating(pending.toRoot), superviewToRoot: pending.toRoot,
            state: state, alpha: alpha, clipID: childClip))
      }
    }
    return (items, clips)
  }

  /// The map from `view`'s bounds coordinates to its superview's.
  private static func stepToSuperview(_ view: View) -> CGAffineTransform {
    stepToSuperview(center: view.center, bounds: view.bounds, transform: view.transform)
  }

  /// The map from the bounds coordinates of a view with these values to its superview's.
  static func stepToSuperview(center: CGPoint, bounds: CGRect, transform: CGAffineTransform)
    -> CGAffineTransform
  {
    let toCenter = CGAffineTransform(
      translationX: -bounds.origin.x - bounds.size.width / 2, y: -bounds.origin.y - bounds.size.height / 2)
    return toCenter.concatenating(transform).concatenating(
      CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// The rectangle's corners mapped by `transform`, or `nil` when one is not finite.
  static func corners(of rect: CGRect, through transform: CGAffineTransform) -> [CGPoint]? {
    guard !rect.isNull else { return nil }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(transform) }
    return corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? corners : nil
  }
}

extension SceneItem {
  /// The views of `snapshot` under the view at `rootIndex`, back to front, as ``walk(from:)`` lists live views,
  /// with the clip paths they define: geometry, flags and presentation frames are the snapshot's, so a picture
  /// shows the scene as it was when the snapshot was taken.
  ///
  /// A view's content (a shape's path, an image) and whether a control is enabled are read from the view now,
  /// since a snapshot does not record them.
  static func walk(snapshot: SceneSnapshot, rootIndex: Int) -> (
    items: [SceneItem], clips: [(id: String, quad: [CGPoint], parent: String?)]
  ) {
    struct Placed {
      let toRoot: CGAffineTransform
      let state: SceneViewState
      let alpha: CGFloat
      /// The clip path of its subviews: its own when it clips, else the one it is drawn in.
      let childClip: String?
    }
    var items: [SceneItem] = []
    var clips: [(id: String, quad: [CGPoint], parent: String?)] = []
    // The views under the root, by snapshot index; the snapshot lists each view after its superview.
    var placed: [Int: Placed] = [:]
    let views = snapshot.views
    for index in views.indices where index >= rootIndex {
      let state = views[index]
      guard let view = state.view.object as? View else { continue }
      let ownState = SceneViewState(snapshotOf: state, view: view)
      let isRoot = index == rootIndex
      var parent: Placed?
      if !isRoot {
        guard let parentIndex = state.parent, let found = placed[parentIndex] else { continue }
        parent = found
      }
      let toRoot =
        parent.map {
          stepToSuperview(center: state.center, bounds: state.bounds, transform: state.transform)
            .concatenating($0.toRoot)
        } ?? .identity
      let quad = corners(of: state.bounds, through: toRoot)
      let inherited = Swift.max(ownState, parent?.state ?? .ordinary)
      let alpha = isRoot ? 1 : (parent?.alpha ?? 1) * state.alpha
      var item = SceneItem(
        view: view, toRoot: toRoot, quad: quad, state: inherited, ownState: ownState, alpha: alpha,
        clipID: parent?.childClip)
      if let shown = state.presentation, let parent {
        let step = stepToSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
        item.presentationQuad = corners(of: shown.bounds, through: step.concatenating(parent.toRoot))
      }
      items.append(item)
      var childClip = parent?.childClip
      if state.clipsToBounds, let quad {
        let id = "clip-\(clips.count + 1)"
        clips.append((id, quad, parent?.childClip))
        childClip = id
      }
      placed[index] = Placed(toRoot: toRoot, state: inherited, alpha: alpha, childClip: childClip)
    }
    return (items, clips)
  }
}

extension SceneViewState {
  /// The state a snapshot recorded for a view: hidden, transparent or not interactive from the snapshot; a
  /// disabled control from the view now (a snapshot does not record it).
  init(snapshotOf state: SceneSnapshot.ViewState, view: View) {
    if state.isHidden {
      self = .hidden
    } else if !(state.alpha >= View.minimumHittableAlpha) {
      self = .transparent
    } else if !state.isUserInteractionEnabled {
      self = .interactionDisabled
    } else if let control = view as? Control, !control.isEnabled {
      self = .disabledControl
    } else {
      self = .ordinary
    }
  }
}

import Foundation

extension SheetPresentationController {
  /// A drag of the sheet: where it started, and, for a drag in a scroll view, where the content started.
  struct Drag {
    /// The sheet's top when the drag began (window coordinates of the container).
    let startTop: CGFloat
    /// The scroll view the drag began in, and its content offset's y then; `nil` for the sheet's own pan.
    let scrollView: ScrollView?
    let startContentOffsetY: CGFloat
    /// Whether the sheet has followed the finger during this drag (the hand-over is traced once).
    var sheetMoved = false
  }

  /// The innermost scroll view between `view` and the sheet that can scroll vertically (or always bounces
  /// vertically), if any: its pan drags the content, and the sheet follows it.
  func verticalScrollView(containing view: View?) -> ScrollView? {
    var ancestor = view
    while let current = ancestor, current !== sheetView {
      if let scrollView = current as? ScrollView, scrollView.isScrollEnabled,
        scrollView.canScrollVertically || scrollView.alwaysBounceVertical
      {
        return scrollView
      }
      ancestor = current.superview
    }
    return nil
  }

  /// Follows `scrollView`'s pan from now on (once per scroll view), after the scroll view's own handler.
  func track(_ scrollView: ScrollView) {
    let id = ObjectIdentifier(scrollView)
    guard !trackedScrollViews.contains(id) else { return }
    trackedScrollViews.append(id)
    record(.tracksScrollView(TracedObject(scrollView)))
    scrollView.panGestureRecognizer.addTarget { [weak self, weak scrollView] pan in
      guard let self, let scrollView, scrollView.isDescendant(of: sheetView) else { return }
      followScrollViewPan(pan, of: scrollView)
    }
  }

  /// The sheet's own pan: the sheet follows the finger (never above its largest detent), and the release decides.
  func followSheetPan(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer, let container = containerView else { return }
    switch pan.state {
    case .began:
      drag = Drag(startTop: sheetView.frame.minY, scrollView: nil, startContentOffsetY: 0)
    case .changed, .ended:
      guard let drag else { return }
      moveSheet(toTop: drag.startTop + pan.translation(in: container).y)
      if pan.state == .ended { release(velocity: pan.velocity(in: container).y) }
    case .cancelled, .failed:
      if drag != nil { release(velocity: 0) }
    default: break
    }
  }

  /// A scroll view's pan in the sheet: the finger's way down goes to the content until it reaches its top, then
  /// to the sheet; its way up goes to the sheet while it can grow (``prefersScrollingExpandsWhenScrolledToEdge``),
  /// then to the content.
  func followScrollViewPan(_ pan: GestureRecognizer, of scrollView: ScrollView) {
    guard let pan = pan as? PanGestureRecognizer, let container = containerView else { return }
    let top = -scrollView.contentInset.top
    switch pan.state {
    case .began:
      let translation = pan.translation(in: scrollView).y
      drag = Drag(
        startTop: sheetView.frame.minY, scrollView: scrollView,
        startContentOffsetY: scrollView.contentOffset.y + translation)
    case .changed, .ended:
      guard var drag, drag.scrollView === scrollView else { return }
      let moved = pan.translation(in: scrollView).y
      let sheetShare: CGFloat
      if moved >= 0 {
        sheetShare = max(moved - max(drag.startContentOffsetY - top, 0), 0)
      } else {
        let growRoom =
          prefersScrollingExpandsWhenScrolledToEdge
          ? max(drag.startTop - (container.bounds.maxY - largestHeight), 0) : 0
        sheetShare = max(moved, -growRoom)
      }
      if sheetShare != 0 || drag.sheetMoved {
        if !drag.sheetMoved {
          drag.sheetMoved = true
          record(
            .handedOverToSheet(
              scrollView: TracedObject(scrollView),
              contentOffsetY: drag.startContentOffsetY - (moved - sheetShare),
              growing: moved < 0))
        }
        self.drag = drag
        var offset = scrollView.contentOffset
        offset.y = min(
          max(drag.startContentOffsetY - (moved - sheetShare), top), scrollView.contentOffsetRange.max.y)
        scrollView.contentOffset = offset
        moveSheet(toTop: drag.startTop + sheetShare)
      }
      if pan.state == .ended {
        if drag.sheetMoved {
          // The sheet took the finger's motion: the content rests where it is instead of flinging.
          scrollView.setContentOffset(scrollView.contentOffset, animated: false)
          release(velocity: pan.velocity(in: container).y)
        } else {
          self.drag = nil
        }
      }
    case .cancelled, .failed:
      if drag?.scrollView === scrollView {
        if drag?.sheetMoved == true { release(velocity: 0) } else { drag = nil }
      }
    default: break
    }
  }

  /// Puts the sheet's top at `top`, never above the largest detent.
  private func moveSheet(toTop top: CGFloat) {
    guard let container = containerView else { return }
    sheetView.frame.origin.y = max(top, container.bounds.maxY - largestHeight)
  }

  /// Settles a released drag: the sheet goes to the detent nearest to where its motion would carry it, or, when
  /// that is the bottom, a dismissal is attempted.
  ///
  /// Where the motion carries it is the release point plus UIKit's projection of the velocity at the normal
  /// deceleration rate, `v / 1000 · r / (1 − r)` (Apple, WWDC 2018 "Designing Fluid Interfaces", the talk's
  /// projection for choosing where a flung card rests).
  private func release(velocity: CGFloat) {
    guard let container = containerView else { return }
    drag = nil
    let top = sheetView.frame.minY
    let rate = ScrollView.DecelerationRate.normal.rawValue
    let projected = top + velocity / 1000 * rate / (1 - rate)
    let bottom = container.bounds.maxY
    var nearest: (detent: Detent?, distance: CGFloat) = (nil, abs(projected - bottom))
    for detent in detents {
      let distance = abs(projected - (bottom - height(of: detent)))
      if distance < nearest.distance { nearest = (detent, distance) }
    }
    record(
      .released(
        top: top, velocity: velocity, projectedTop: projected, target: nearest.detent?.identifier))
    guard let detent = nearest.detent else {
      attemptDismissal(by: .pan)
      return
    }
    let changed = detent != selectedDetent
    if changed {
      record(.detentChanged(from: selectedDetent.identifier, to: detent.identifier))
      selectedDetentIdentifierFromDrag(detent.identifier)
    }
    settleAnimated()
    if changed {
      (delegate as? any SheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }

  /// Sets the selected detent without moving the sheet at once (the release animates it there).
  private func selectedDetentIdentifierFromDrag(_ identifier: Detent.Identifier) {
    // A drag in progress keeps the setter from jumping the sheet.
    drag = Drag(startTop: 0, scrollView: nil, startContentOffsetY: 0)
    selectedDetentIdentifier = identifier
    drag = nil
  }

  /// Slides the sheet to its resting frame on the virtual clock.
  func settleAnimated() {
    let frame = restingFrame
    let change = { [self] in
      sheetView.frame = frame
      showDimming(true)
    }
    guard containerView?.window?.application != nil else { return change() }
    View.animate(
      withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseOut], animations: change)
    presentedView?.frame = CGRect(origin: .zero, size: frame.size)
  }

  /// A user tried to dismiss the sheet (`cause`): UIKit's rule decides, and the delegate hears of it.
  func attemptDismissal(by cause: Decision.DismissalCause) {
    guard let presented = presentedViewController, containerView?.window?.runningTransitions.isEmpty == true
    else {
      return
    }
    if presented.isModalInPresentation {
      record(.dismissalRefused(cause, because: .modalInPresentation))
      delegate?.presentationControllerDidAttemptToDismiss(self)
      settleAnimated()
      return
    }
    if let delegate, !delegate.presentationControllerShouldDismiss(self) {
      record(.dismissalRefused(cause, because: .delegateRefused))
      delegate.presentationControllerDidAttemptToDismiss(self)
      settleAnimated()
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    dismiss(animated: true, cause: cause, completion: nil)
  }
}

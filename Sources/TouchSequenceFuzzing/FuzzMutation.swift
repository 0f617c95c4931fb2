import HitTestKit
import SeededRandomness

/// A change to the scene made by a step or from inside a callback (a hit test, a touch method, a delegate, an
/// action): the kinds of change app code makes while a touch is under way.
enum FuzzMutation: CaseIterable {
  case removeView
  /// Puts a view back, or moves it, under a view that is not inside it, in any window of any application.
  case reparentView
  case toggleHidden
  case toggleUserInteraction
  case toggleRecognizerEnabled
  /// Removes a recognizer from its view, or adds one that has none to a view.
  case removeOrAddRecognizer
  /// Moves a view to another window (of the same or another application).
  case moveViewToAnotherWindow
  case cancelAllTouches
  case clearTrace
}

extension FuzzScene {
  /// Applies `mutation` to the view or recognizer that `target` picks (modulo their counts).
  func apply(_ mutation: FuzzMutation, target: Int) {
    guard !views.isEmpty else { return }
    let view = views[target % views.count]
    switch mutation {
    case .removeView: view.removeFromSuperview()
    case .reparentView, .moveViewToAnotherWindow:
      let roots: [View] = mutation == .reparentView ? windows + views : windows.filter { $0 !== view.window }
      let parents = roots.filter { $0 !== view && !$0.isDescendant(of: view) }
      guard !parents.isEmpty else { return }
      parents[target % parents.count].addSubview(view)
    case .toggleHidden: view.isHidden.toggle()
    case .toggleUserInteraction: view.isUserInteractionEnabled.toggle()
    case .toggleRecognizerEnabled:
      guard !recognizers.isEmpty else { return }
      recognizers[target % recognizers.count].isEnabled.toggle()
    case .removeOrAddRecognizer:
      guard !recognizers.isEmpty else { return }
      let recognizer = recognizers[target % recognizers.count]
      if let owner = recognizer.view {
        owner.removeGestureRecognizer(recognizer)
      } else {
        view.addGestureRecognizer(recognizer)
      }
    case .cancelAllTouches: applications[target % applications.count].cancelAllTouches()
    case .clearTrace:
      behaviour.traceClears += 1
      applications[target % applications.count].clearTrace()
    }
  }
}

extension FuzzBehaviour {
  /// Maybe changes the scene from inside a callback (`place` names it, for nothing but reading the code).
  func maybeMutate(in place: StaticString) {
    guard mutationRate > 0, let scene, random.chance(mutationRate) else { return }
    let mutations = FuzzMutation.allCases
    let mutation = mutations[Int.random(in: 0..<mutations.count, using: &random)]
    guard allowsClearingTrace || mutation != .clearTrace else { return }
    scene.apply(mutation, target: Int.random(in: 0..<64, using: &random))
  }
}

/// A scroll view delegate that may change the scene from inside each call.
final class FuzzScrollDelegate: ScrollViewDelegate {
  weak var behaviour: FuzzBehaviour?
  /// The view it gives for zooming (``FuzzScene/addZooming(random:)`` sets it).
  weak var zoomingView: View?
  /// A second view it may give for zooming instead (``FuzzScene/addChangingZoomingViews(random:)`` sets it).
  weak var alternateZoomingView: View?
  /// Decides, answer by answer, whether the view for zooming switches to the other one; `nil`: it never does.
  var switcher: SplitMix64?

  func scrollViewDidScroll(_ scrollView: ScrollView) { behaviour?.maybeMutate(in: "scrollViewDidScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    behaviour?.maybeMutate(in: "scrollViewWillBeginDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    behaviour?.maybeMutate(in: "scrollViewDidEndDragging")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    behaviour?.maybeMutate(in: "scrollViewDidEndDecelerating")
  }
  func viewForZooming(in scrollView: ScrollView) -> View? {
    if var random = switcher, let other = alternateZoomingView {
      if random.chance(0.2) { (zoomingView, alternateZoomingView) = (other, zoomingView) }
      switcher = random
    }
    return zoomingView
  }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    behaviour?.maybeMutate(in: "scrollViewWillBeginZooming")
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) { behaviour?.maybeMutate(in: "scrollViewDidZoom") }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    behaviour?.maybeMutate(in: "scrollViewDidEndZooming")
  }
}

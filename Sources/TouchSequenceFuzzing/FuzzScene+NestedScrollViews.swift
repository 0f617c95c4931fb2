import HitTestKit
import SeededRandomness

/// A feed with a carousel for the fuzzer (issue 24): a vertical scroll view holding a horizontal paging one
/// and a few buttons and rows, sometimes a same-direction inner list, with directional lock, `.fast` or
/// `.normal` deceleration, and delegates that may move the resting target or change the scene.
///
/// Its draws come from a generator of its own, seeded from the scene's `variety` generator after every other
/// draw, so that a seed makes the same draws as before it.
struct FuzzNestedScrollViews {
  /// Every view made, outermost first (the scene adds them to its list).
  private(set) var views: [View] = []
  /// The scroll views among them.
  private(set) var scrollViews: [ScrollView] = []
  /// The delegates (scroll views hold them weakly).
  private var delegates: [FuzzNestedScrollDelegate] = []

  /// Builds one nested set in a random window of `windows`, a quarter of the time; names start at `n`.
  init(variety: inout SplitMix64, behaviour: FuzzBehaviour, windows: [Window]) {
    var random = SplitMix64(seed: variety.next())
    guard random.chance(0.25), let window = windows.randomElement(using: &random) else { return }
    let feed = makeScrollView(
      "n0", frame: CGRect(x: 0, y: CGFloat(Int.random(in: 0...80, using: &random)), width: 320, height: 400),
      content: CGSize(width: 320, height: CGFloat(Int.random(in: 300...3000, using: &random))),
      behaviour: behaviour, random: &random)
    window.addSubview(feed)
    let carousel = makeScrollView(
      "n1", frame: CGRect(x: 0, y: 60, width: 320, height: 160),
      content: CGSize(width: 320 * CGFloat(Int.random(in: 1...4, using: &random)), height: 160),
      behaviour: behaviour, random: &random)
    carousel.isPagingEnabled = random.chance(0.8)
    feed.addSubview(carousel)
    for page in 0..<Int(carousel.contentSize.width / 320) {
      let buy = ProbeButton(
        frame: CGRect(x: CGFloat(page) * 320 + 100, y: 100, width: 120, height: 44), title: "n-b\(page)")
      buy.behaviour = behaviour
      buy.name = "n1-b\(page)"
      carousel.addSubview(buy)
      views.append(buy)
    }
    if random.chance(0.3) {
      let inner = makeScrollView(
        "n2", frame: CGRect(x: 20, y: 240, width: 280, height: 120),
        content: CGSize(width: 280, height: 400), behaviour: behaviour, random: &random)
      feed.addSubview(inner)
    }
    let row = ProbeView(frame: CGRect(x: 0, y: 380, width: 320, height: 60))
    row.behaviour = behaviour
    row.handlesTouches = random.chance(0.5)
    row.name = "n-row"
    feed.addSubview(row)
    views.append(row)
  }

  /// A probe scroll view with random flags: directional lock, rate, bounces, always-bounce, content delays.
  private mutating func makeScrollView(
    _ name: String, frame: CGRect, content: CGSize, behaviour: FuzzBehaviour, random: inout SplitMix64
  ) -> ScrollView {
    let scroll = ProbeScrollView(frame: frame)
    scroll.behaviour = behaviour
    scroll.name = name
    scroll.panGestureRecognizer.name = "\(name).pan"
    scroll.contentSize = content
    scroll.isDirectionalLockEnabled = random.chance(0.5)
    scroll.decelerationRate = random.chance(0.5) ? .fast : .normal
    scroll.bounces = random.chance(0.8)
    scroll.alwaysBounceVertical = random.chance(0.2)
    scroll.alwaysBounceHorizontal = random.chance(0.1)
    scroll.delaysContentTouches = random.chance(0.7)
    let delegate = FuzzNestedScrollDelegate()
    delegate.behaviour = behaviour
    if random.chance(0.3) {
      delegate.target = CGPoint(
        x: CGFloat(Int.random(in: -100...1400, using: &random)),
        y: CGFloat(Int.random(in: -100...3000, using: &random)))
    }
    delegate.animatesOnEnd = random.chance(0.15)
    if random.chance(0.15) { delegate.brakesBeyond = CGFloat(Int.random(in: 0...1500, using: &random)) }
    scroll.delegate = delegate
    delegates.append(delegate)
    views.append(scroll)
    scrollViews.append(scroll)
    return scroll
  }
}

/// A nested scroll view's delegate: may change the scene from each call, move the resting target to a fixed
/// point, start an animated `setContentOffset` when the finger lifts without deceleration, or stop a
/// deceleration from `scrollViewDidScroll`.
final class FuzzNestedScrollDelegate: ScrollViewDelegate {
  weak var behaviour: FuzzBehaviour?
  /// Where `willEndDragging` moves the target, if anywhere.
  var target: CGPoint?
  /// Whether a drag that ends without decelerating starts an animated offset change to the top.
  var animatesOnEnd = false
  /// Stops a deceleration from `scrollViewDidScroll` once the offset passes this along y, if set.
  var brakesBeyond: CGFloat?

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    if let brakesBeyond, scrollView.isDecelerating, scrollView.contentOffset.y > brakesBeyond {
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
    behaviour?.maybeMutate(in: "scrollViewDidScroll")
  }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    if let target { targetContentOffset.pointee = target }
    behaviour?.maybeMutate(in: "scrollViewWillEndDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    if animatesOnEnd, !decelerate { scrollView.setContentOffset(.zero, animated: true) }
    behaviour?.maybeMutate(in: "scrollViewDidEndDragging")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    behaviour?.maybeMutate(in: "scrollViewWillBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    behaviour?.maybeMutate(in: "scrollViewDidEndDecelerating")
  }
}

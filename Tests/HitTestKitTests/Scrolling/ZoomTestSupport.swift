import HitTestKit

/// A scroll view delegate that gives a view for zooming and records the zooming and dragging calls by name.
final class ZoomDelegateLog: ScrollViewDelegate {
  var zoomingView: View?
  var calls: [String] = []

  init(zoomingView: View?) { self.zoomingView = zoomingView }

  func viewForZooming(in scrollView: ScrollView) -> View? { zoomingView }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    calls.append("willBeginZooming(\(view?.displayName ?? "nil"))")
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) { calls.append("didZoom") }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    calls.append("didEndZooming(\(view?.displayName ?? "nil"), atScale: \(scale.compactDescription))")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(willDecelerate: \(decelerate))")
  }

  /// The calls with each run of `didZoom` collapsed to one `didZoom…`.
  var collapsed: [String] {
    var result: [String] = []
    for call in calls {
      if call == "didZoom", result.last == "didZoom…" { continue }
      result.append(call == "didZoom" ? "didZoom…" : call)
    }
    return result
  }
}

/// A 320 × 400 scroll view at the window's top-left holding a 400 × 300 `photo` with a 4 × 3 grid of 100 pt
/// `tile` subviews, zoomable from 0.5 to 4.
struct ZoomFixture {
  let window = makeWindow()
  let app: Application
  let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  let photo = makeView(CGRect(x: 0, y: 0, width: 400, height: 300), "photo")
  let log: ZoomDelegateLog

  init() {
    scrollView.name = "scrollView"
    scrollView.contentSize = photo.frame.size
    scrollView.addSubview(photo)
    for row in 0..<3 {
      for column in 0..<4 {
        _ = makeView(
          CGRect(x: CGFloat(column) * 100, y: CGFloat(row) * 100, width: 100, height: 100),
          "tile\(column)\(row)",
          in: photo)
      }
    }
    log = ZoomDelegateLog(zoomingView: photo)
    scrollView.delegate = log
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    window.addSubview(scrollView)
    app = Application(window: window)
  }
}

import HitTestKit

// Feed with a carousel: nested scroll views, and a tap that lands on a moving list
//
// A vertical feed (a ScrollView with 2,000 pt of content) holds a horizontal paging carousel (a ScrollView
// of four pages) and rows below it. Two scroll views, one finger: which one scrolls? (reference §8.3, §8.10)
// - Each scroll view's pan begins only along an axis it can scroll. The carousel's content is no taller than
//   the carousel, so a vertical drag that starts on it fails the carousel's pan ("cannot scroll vertically:
//   content height 200 ≤ bounds height 200") and the feed's pan, collected after it, takes the drag.
// - A horizontal drag is the carousel's: its pan begins first (it is closer to the finger) and excludes the
//   feed's.
// - Once one has the drag it keeps it to the end: the carousel at its last page rubber-bands, it does not hand
//   the drag to the feed.
// And the classic surprise: a tap on a row while the feed is still decelerating after a fling stops the feed,
// and the row never hears of the tap. The touch-down belongs to scrolling.

/// A 320 × 480 window filled by `feed`; the carousel at content y 100; `row0` … `row4` below it, each with a
/// tap recognizer that records its taps.
private struct FeedCarousel {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let app: Application
  let feed = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let carousel = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
  private(set) var rows: [View] = []
  private let taps = TapList()

  /// The rows tapped, in order.
  private final class TapList {
    var names: [String] = []
  }

  init() {
    app = Application(window: window, recordsScenes: true)
    window.name = "window"
    feed.name = "feed"
    feed.contentSize = CGSize(width: 320, height: 2000)
    window.addSubview(feed)
    carousel.name = "carousel"
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 1280, height: 200)
    feed.addSubview(carousel)
    for index in 0..<4 {
      let page = View(frame: CGRect(x: CGFloat(index) * 320, y: 0, width: 320, height: 200))
      page.name = "page\(index)"
      carousel.addSubview(page)
    }
    let taps = taps
    for index in 0..<5 {
      let row = View(frame: CGRect(x: 0, y: 320 + CGFloat(index) * 80, width: 320, height: 80))
      row.name = "row\(index)"
      // Unowned: the row owns its recognizer, which owns this closure.
      let tap = TapGestureRecognizer { [unowned row] _ in taps.names.append(row.displayName) }
      tap.name = "row\(index).tap"
      row.addGestureRecognizer(tap)
      feed.addSubview(row)
      rows.append(row)
    }
  }

  /// Where the content of both scroll views rests, and the rows tapped.
  var outcome: String {
    let tapped = taps.names.isEmpty ? "no row tapped" : "tapped: \(taps.names.joined(separator: ", "))"
    return "feed.contentOffset \(feed.contentOffset.compactDescription), carousel page "
      + "\(Int((carousel.contentOffset.x / 320).rounded())); \(tapped)"
  }

  /// Where `view`'s centre is in the window now.
  func centre(of view: View) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }
}

extension Scenario {
  /// A horizontal carousel inside a vertical feed: which scroll view takes a drag, and a tap on a moving feed.
  public static let feedCarousel = Scenario(
    name: "feed-carousel",
    title: "Feed with a carousel",
    summary:
      "A paging carousel inside a vertical feed: each drag goes to the scroll view that can follow it, and a "
      + "tap on a decelerating feed only stops it.",
    summarizesTraces: true
  ) { story in
    let onCarousel = CGPoint(x: 160, y: 200)

    do {
      let screen = FeedCarousel()
      story.scene("A vertical drag that starts on the carousel scrolls the feed")
      story.say(
        "The finger goes down on the carousel at \(onCarousel.compactDescription) and moves 100 pt up, slowly:"
      )
      story.perform { () throws(InputError) in
        var trace = try screen.app.drag(
          from: onCarousel, to: CGPoint(x: 160, y: 100), duration: .seconds(1), steps: 10)
        trace.append(try screen.app.wait(.seconds(4)))
        return trace
      }
      story.say(screen.outcome)
      story.takeaway(
        "a scroll view's pan does not begin along an axis it cannot scroll: the carousel's fails, and the feed's, "
          + "further up the chain, takes the drag.")
    }

    do {
      let screen = FeedCarousel()
      story.scene("A horizontal drag scrolls the carousel")
      story.say("The same place, 200 pt to the left:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.drag(from: CGPoint(x: 260, y: 200), to: CGPoint(x: 60, y: 200), steps: 10)
        trace.append(try screen.app.wait(.seconds(1)))
        return trace
      }
      story.say(screen.outcome)
      story.takeaway(
        "the carousel's pan is collected first (it is closer to the finger); when it begins it excludes the "
          + "feed's.")
    }

    do {
      let screen = FeedCarousel()
      story.scene("At its last page the carousel keeps the drag")
      screen.carousel.contentOffset = CGPoint(x: 960, y: 0)
      story.say(
        "carousel rests on its last page. A drag starts to the left (the carousel's), then turns down the "
          + "screen:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.touchDown(1, at: onCarousel)
        for point in [CGPoint(x: 140, y: 200), CGPoint(x: 100, y: 240), CGPoint(x: 80, y: 320)] {
          trace.append(try screen.app.wait(.milliseconds(50)))
          trace.append(try screen.app.move(1, to: point))
        }
        trace.append(try screen.app.touchUp(1))
        trace.append(try screen.app.wait(.seconds(1)))
        return trace
      }
      story.say(screen.outcome)
      story.takeaway(
        "a drag belongs to the scroll view whose pan began, to the end: at its edge the carousel rubber-bands and "
          + "springs back; the feed is not handed the rest of the drag.")
    }

    do {
      let screen = FeedCarousel()
      story.scene("A tap on a row while the feed decelerates")
      story.say("A quick fling up the feed, from (160, 420):")
      story.perform { () throws(InputError) in
        try screen.app.drag(
          from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 220), duration: .milliseconds(200), steps: 10)
      }
      _ = try? screen.app.wait(.milliseconds(200))
      let row = screen.rows[4]
      let point = screen.centre(of: row)
      story.say(
        "0.2 s later the feed is still moving (isDecelerating \(screen.feed.isDecelerating)); row4 is under "
          + "\(point.compactDescription). Would a tap there reach it?")
      story.show(screen.window.explainMiss(of: row, at: point))
      story.say("The tap:")
      story.perform { () throws(InputError) in try screen.app.tap(at: point) }
      _ = try? screen.app.wait(.seconds(2))
      story.say(screen.outcome)
      story.say("Now at rest, the same tap on row4:")
      _ = try? screen.app.tap(at: screen.centre(of: row))
      story.say(screen.outcome)
      story.takeaway(
        "a touch-down on moving content stops it at once and belongs to scrolling: the row's recognizer fails. "
          + "Tap again once the list is at rest.")
    }
  }
}

import HitTestKit
import Testing

/// What one application's handlers saw, in the task that drives it.
private final class Sightings {
  /// Whether `Application.shared` was this task's application in every handler that read it.
  var sawOwnApplication = true
  /// The handlers that read `Application.shared`: the button's action, then the animation's completion.
  var handlers: [String] = []
  /// The completion's `finished` argument.
  var finished: Bool?
}

/// A window with a scroll view (content 2,000 pt tall) holding a button whose action animates a card and reads
/// `Application.shared`, as does the animation's completion; the application that drives it.
private struct BusyScene {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  let button = Button(frame: CGRect(x: 20, y: 20, width: 120, height: 44), title: "Go")
  let card = View(frame: CGRect(x: 0, y: 410, width: 60, height: 60))
  let sightings = Sightings()
  let application: Application

  init() {
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    scrollView.addSubview(button)
    window.addSubview(scrollView)
    window.addSubview(card)
    application = Application(window: window)
    let (card, sightings) = (card, sightings)
    let application = application
    // The application keeps the window, which keeps the button and this handler: unowned, or it is a cycle.
    button.addAction(for: .touchUpInside) { [unowned application] _ in
      sightings.sawOwnApplication = sightings.sawOwnApplication && Application.shared === application
      sightings.handlers.append("action")
      View.animate(
        withDuration: 0.3, animations: { card.center.x += 100 },
        completion: { finished in
          sightings.sawOwnApplication = sightings.sawOwnApplication && Application.shared === application
          sightings.handlers.append("completion")
          sightings.finished = finished
        })
    }
  }

  /// What one run of the scene ends with.
  struct Outcome: Equatable {
    var sawOwnApplication: Bool
    var handlers: [String]
    var finished: Bool?
    var cardX: CGFloat
    var deceleratedAfterLift: Bool
    var deceleratingAtEnd: Bool
    var scrolledFar: Bool
  }

  /// What a run ends with when the scene behaves as it does alone.
  static let expected = Outcome(
    sawOwnApplication: true, handlers: ["action", "completion"], finished: true, cardX: 130,
    deceleratedAfterLift: true, deceleratingAtEnd: false, scrolledFar: true)

  /// Taps the button, flicks the scroll view into a deceleration and waits for everything to settle.
  func run() throws -> Outcome {
    try application.tap(at: CGPoint(x: 80, y: 42))
    try application.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(100), steps: 5)
    let deceleratedAfterLift = scrollView.isDecelerating
    try application.wait(.seconds(10))
    return Outcome(
      sawOwnApplication: sightings.sawOwnApplication, handlers: sightings.handlers,
      finished: sightings.finished,
      cardX: card.center.x, deceleratedAfterLift: deceleratedAfterLift,
      deceleratingAtEnd: scrollView.isDecelerating, scrolledFar: scrollView.contentOffset.y > 200)
  }
}

/// Applications driven by parallel tasks share nothing: `Application.shared`, the animation block's transaction,
/// the clock and the scroll view's motion are each task's own. (Run under ThreadSanitizer, `swift test
/// --sanitize=thread`, this is also the data-race check of those task-local values.)
@Suite struct ParallelApplicationsTests {
  @Test("applications in parallel tasks each see their own Application.shared, animations and decelerations")
  func parallelInteractions() async {
    await withTaskGroup(of: [BusyScene.Outcome?].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<4).map { _ in try? BusyScene().run() } }
      }
      for await outcomes in group {
        #expect(outcomes == Array(repeating: BusyScene.expected, count: 4))
      }
    }
  }

  @Test("an animation block in one task does not capture the changes another task makes meanwhile")
  func animationBlocksStayInTheirTask() async throws {
    let results = await withTaskGroup(of: (animated: Bool, plain: Bool).self) { group in
      for index in 0..<8 {
        group.addTask {
          let scene = BusyScene()
          let card = scene.card
          // Even tasks change their card inside a block, odd ones outside any block.
          if index.isMultiple(of: 2) {
            View.animate(withDuration: 1, animations: { card.center.x += 100 })
          } else {
            card.center.x += 100
          }
          let animating = card.layer.animationKeys()?.isEmpty == false
          return index.isMultiple(of: 2) ? (animating, true) : (true, !animating)
        }
      }
      var results: [(animated: Bool, plain: Bool)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0.animated && $0.plain })
  }
}

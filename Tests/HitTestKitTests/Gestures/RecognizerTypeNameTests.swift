import Foundation
import HitTestKit
import Testing

/// An unnamed recognizer is named after its class as `String(describing:)` prints the class, whatever the class.
@Suite struct RecognizerTypeNameTests {
  /// A subclass nested in a type, which starts a timer when its touches begin.
  final class NestedPress: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
      scheduleTimer(after: 0.5, name: "minimumPressDuration") {}
    }
  }
  /// A generic subclass.
  final class TaggedTap<Tag>: GestureRecognizer {}

  @Test("an unnamed recognizer's display name is its class as String(describing:) prints it")
  func displayNameIsClassName() {
    func localRecognizer() -> GestureRecognizer {
      final class LocalPan: GestureRecognizer {}
      return LocalPan()
    }
    let recognizers: [GestureRecognizer] = [
      TapGestureRecognizer(), NestedPress(), TaggedTap<Int>(), TaggedTap<[String: Double]>(),
      localRecognizer(),
    ]
    for recognizer in recognizers {
      #expect(recognizer.displayName == String(describing: type(of: recognizer)))
    }
    #expect(NestedPress().displayName == "NestedPress")
    #expect(TaggedTap<Int>().displayName == "TaggedTap<Int>")
  }

  @Test("a recognizer's timer has the same name traced or not, named before or after the class name is known")
  func timerNameTracedOrNot() throws {
    var names: [[String]] = []
    for isTracing in [false, true, false] {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addGestureRecognizer(NestedPress())
      let app = Application(window: window, isTracing: isTracing)
      try app.touchDown(1, at: CGPoint(x: 50, y: 50))
      names.append(app.clock.pendingTimers.map(\.name))
    }
    #expect(names.allSatisfy { $0 == ["NestedPress: minimumPressDuration"] })
  }
}

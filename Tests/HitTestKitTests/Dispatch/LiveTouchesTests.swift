import Testing

@testable import HitTestKit

/// The application's fingers down, kept in the order they came down.
@Suite struct LiveTouchesTests {
  private func touch(_ finger: Finger) -> Touch {
    Touch(finger: finger, location: .zero, timestamp: 0, tapCount: 1)
  }

  @Test("fingers are found, replaced and removed wherever they are, the others keeping their order")
  func setFindRemove() {
    var live = Dispatcher.LiveTouches()
    #expect(live.isEmpty && live.count == 0 && live.earliest == nil && live[1] == nil)
    #expect(live.dictionary.isEmpty)
    let (one, two, three) = (touch(1), touch(2), touch(3))
    live.set(two, for: 2)
    live.set(one, for: 1)
    live.set(three, for: 3)
    #expect(live.map(\.finger) == [2, 1, 3] && live.count == 3)
    #expect(live[1] === one && live[2] === two && live[3] === three && live[4] == nil)
    let other = touch(1)
    live.set(other, for: 1)
    #expect(live.map(\.finger) == [2, 1, 3] && live[1] === other)
    live.remove(2)  // the first: the next takes its place
    #expect(live.map(\.finger) == [1, 3] && live.earliest?.touch === other)
    live.remove(4)  // not down: nothing changes
    live.remove(3)
    #expect(live.map(\.finger) == [1] && live.dictionary == [1: other])
    live.remove(1)
    #expect(live.isEmpty && live.count == 0)
  }

  @Test("touchesDown follows touch-downs and lifts in any order")
  func throughApplication() throws {
    let window = makeWindow()
    let app = Application(window: window, isTracing: false)
    try app.touchDown([1: CGPoint(x: 10, y: 10), 2: CGPoint(x: 20, y: 20), 3: CGPoint(x: 30, y: 30)])
    try app.touchUp(2)
    #expect(Set(app.touchesDown.keys) == [1, 3])
    try app.touchDown(2, at: CGPoint(x: 40, y: 40))
    try app.touchUp(1)
    #expect(Set(app.touchesDown.keys) == [2, 3])
    #expect(app.touchesDown[2]?.location(in: nil) == CGPoint(x: 40, y: 40))
    try app.touchUp(3, 2)
    #expect(app.touchesDown.isEmpty)
  }
}

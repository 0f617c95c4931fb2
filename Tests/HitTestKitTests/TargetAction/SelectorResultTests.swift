import HitTestKit
import Testing

/// A selector may name a method that returns a value (`#selector(UIResponder.resignFirstResponder)` names
/// one returning `Bool`); the action is sent and the result dropped, as UIKit's target–action does.
@Suite struct SelectorResultTests {
  final class Counter {
    var calls = 0
    func bump() -> Bool {
      calls += 1
      return true
    }
  }

  @Test func anActionMethodThatReturnsAValueIsCalledAndItsResultDropped() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let application = Application(window: window)
    let counter = Counter()
    let selector = Selector(Counter.bump)
    window.addGestureRecognizer(TapGestureRecognizer(target: counter, action: selector))
    try application.tap(at: CGPoint(x: 10, y: 10))
    #expect(counter.calls == 1)
    #expect(selector.canBeSent(to: counter))
    #expect(!selector.canBeSent(to: window))
  }
}

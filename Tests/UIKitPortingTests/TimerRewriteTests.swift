import Testing

@testable import UIKitPorting

@Suite struct TimerRewriteTests {
  @Test func theScheduledFormBecomesTheBlockFormCallingTheMethod() throws {
    let (text, changes) = try port(
      "t = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n"
        + "func tick() {}\n")
    #expect(
      text
        == "t = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.tick() }\nfunc tick() {}\n"
    )
    #expect(changes == ["1: Timer target/selector form -> block form calling tick"])
  }

  @Test func theTimerIsPassedWhenTheMethodTakesIt() throws {
    let labelled =
      "Timer(timeInterval: 1, target: model, selector: #selector(Model.fire(timer:)), userInfo: nil, repeats: false)"
    #expect(
      try port(labelled).text
        == "Timer(timeInterval: 1, repeats: false) { timer in model.fire(timer: timer) }")
    let declared =
      "Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(step), userInfo: nil, repeats: true)\n"
      + "@objc func step(_ t: Timer) {}\n"
    #expect(
      try port(declared).text.hasPrefix(
        "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in self.step(timer) }"))
  }

  @Test func aUserInfoIsReportedBecauseTheBlockFormHasNone() throws {
    let (_, changes) = try port(
      "Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(go), userInfo: [1: 2], repeats: true)"
    )
    #expect(changes.contains("1: check: the block form has no userInfo, so timer.userInfo is nil"))
  }

  @Test func otherTimerCallsStay() throws {
    let source = "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }\nlet t: Timer? = nil\n"
    #expect(try port(source) == (source, []))
  }
}

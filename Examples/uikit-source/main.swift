// Runs the UIKit source beside this file (written as in an iOS app) on HitTestKit, and prints what happened.
// Only this file is HitTestKit-specific: it builds the windows as an app delegate would and plays taps.
import CommandLineUsage
import HitTestUIKit

let usage = Usage(
  program: "uikit-source",
  summary: "UIKit view code from an iOS app, run unchanged: a modal card, a pass-through banner window.",
  options: [.json, .explore])
let arguments = usage.parseOrExit()
/// The taps' traces, for `--json`.
var json = TraceDocument()

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.name = "window"
let cards = CardViewController()
window.rootViewController = cards
let app = UIApplication(window: window)
app.recordsScenes = true  // a snapshot of both windows at each event, for --json

let bannerWindow = PassThroughWindow(frame: window.bounds)
bannerWindow.name = "bannerWindow"
let banner = BannerViewController()
bannerWindow.rootViewController = banner
app.addWindow(bannerWindow)

/// Taps `point`, printing the heading, the trace and the events the controllers logged.
@MainActor func tap(_ heading: String, at point: CGPoint) {
  print("## \(heading)\n")
  do {
    let trace = try app.tap(at: point)
    json.append(trace)
    print(trace, terminator: "")
  } catch {
    print("input refused: \(error)")
  }
  print("card controller: \(cards.events.joined(separator: ", "))")
  print("banner controller: \(banner.events.joined(separator: ", "))\n")
}

print("# UIKit source, run unchanged\n")
print("The card's frame comes from DimmingView.layoutSubviews, run before the first event: ", terminator: "")
window.layoutIfNeeded()
print(cards.view.subviews[0].frame.compactDescription + "\n")
tap("The close button, 6 pt left of its 24 pt bounds (ExpandedHitButton)", at: CGPoint(x: 254, y: 164))
tap("The card's body: the delegate keeps the background tap off the card", at: CGPoint(x: 100, y: 260))
tap("The dimmed background, below the card", at: CGPoint(x: 160, y: 420))
tap("The banner in the pass-through window above the app", at: CGPoint(x: 100, y: 60))
tap("Beside the banner: the pass-through window lets the touch reach the app", at: CGPoint(x: 160, y: 110))
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}

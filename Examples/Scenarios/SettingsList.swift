import Foundation
import HitTestKit

// Settings list: a row that does not select, a switch in a row, and swipe to delete
//
// A settings screen: a TableView of rows, a "Wi-Fi" row with a toggle button at its right (HitTestKit has no
// UISwitch; a Button in the cell's contentView plays its part), and a tap recognizer on the screen that dismisses
// the keyboard. Three classic questions:
// - Why doesn't didSelectRowAt fire? The screen's tap recognizer has cancelsTouchesInView on (UIKit's default):
//   it recognizes the tap and cancels the row's touch, so the row never sees the lift. explainSelection names it;
//   the classic fix, cancelsTouchesInView = false, lets the row select.
// - A control in a cell keeps its touch: the toggle flips and the row is not selected.
// - Swipe to delete: a swipe left opens the row on its actions; a full swipe performs the first one, which
//   deletes the row (deleteRows(at:with:) after the data changed, as in UIKit).

/// The settings: the table's data source and delegate, with a "Delete" action on every row.
private final class Settings: TableViewDataSource, TableViewDelegate {
  var titles = ["Wi-Fi", "Bluetooth", "Cellular", "Battery", "Privacy"]
  var wifiOn = true
  var opened: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    let title = titles[indexPath.row]
    cell.name = title
    for subview in cell.contentView.subviews { subview.removeFromSuperview() }
    if title == "Wi-Fi" {
      let toggle = Button(frame: CGRect(x: 250, y: 8, width: 60, height: 28), title: "toggle")
      toggle.addAction(for: .touchUpInside) { [unowned self] _ in wifiOn.toggle() }
      cell.contentView.addSubview(toggle)
    }
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(titles[indexPath.row])
    tableView.deselectRow(at: indexPath, animated: true)
  }

  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
      titles.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [delete])
  }
}

/// A 320 × 480 window: the list fills it, rows 44 pt tall, and a tap recognizer on the window dismisses the
/// keyboard.
private struct SettingsScreen {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let app: Application
  let list = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let dismiss = TapGestureRecognizer()
  fileprivate let settings = Settings()

  init() {
    app = Application(window: window, recordsScenes: true)
    window.name = "window"
    list.name = "list"
    list.register(TableViewCell.self, forCellReuseIdentifier: "setting")
    list.dataSource = settings
    list.delegate = settings
    window.addSubview(list)
    dismiss.name = "dismissKeyboard"
    window.addGestureRecognizer(dismiss)
    window.layoutIfNeeded()
  }

  /// The window point at `x` on row `row`.
  func point(ofRow row: Int, x: CGFloat = 120) -> CGPoint {
    CGPoint(x: x, y: list.rectForRow(at: IndexPath(row: row, section: 0)).midY)
  }

  /// The rows opened, the toggle, and the rows left.
  var outcome: String {
    let opened =
      settings.opened.isEmpty ? "no row opened" : "opened: \(settings.opened.joined(separator: ", "))"
    return
      "\(opened); Wi-Fi \(settings.wifiOn ? "on" : "off"); rows: \(settings.titles.joined(separator: ", "))"
  }
}

extension Scenario {
  /// A settings list: a screen tap recognizer that eats row taps, a switch in a row, swipe to delete.
  public static let settingsList = Scenario(
    name: "settings-list",
    title: "Settings list",
    summary:
      "Why a row does not select (a screen tap recognizer cancels its touch), a switch in a row that keeps its "
      + "touch, and swipe to delete.",
    summarizesTraces: true
  ) { story in
    do {
      let screen = SettingsScreen()
      story.scene("A tap on a row, under a tap-to-dismiss recognizer")
      story.say("A tap on Bluetooth at \(screen.point(ofRow: 1).compactDescription):")
      story.perform { () throws(InputError) in
        var trace = try screen.app.tap(at: screen.point(ofRow: 1))
        trace.append(try screen.app.wait(.milliseconds(500)))
        return trace
      }
      story.say(screen.outcome)
      story.say(
        screen.list.explainSelection(at: IndexPath(row: 1, section: 0), in: screen.app.trace).description)
      screen.dismiss.cancelsTouchesInView = false
      story.say("With dismissKeyboard.cancelsTouchesInView = false, the same tap:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.tap(at: screen.point(ofRow: 1))
        trace.append(try screen.app.wait(.milliseconds(500)))
        return trace
      }
      story.say(screen.outcome)
      story.takeaway(
        "a recognizer with cancelsTouchesInView takes a tap from the row under it: the row highlights, is "
          + "cancelled, and never selects.")
    }

    do {
      let screen = SettingsScreen()
      screen.dismiss.cancelsTouchesInView = false
      story.scene("A tap on the Wi-Fi toggle")
      story.perform { () throws(InputError) in
        var trace = try screen.app.tap(at: screen.point(ofRow: 0, x: 280))
        trace.append(try screen.app.wait(.milliseconds(500)))
        return trace
      }
      story.say(screen.outcome)
      story.say(
        screen.list.explainSelection(at: IndexPath(row: 0, section: 0), in: screen.app.trace).description)
      story.takeaway(
        "a control in a cell keeps its touch: the cell never sees it, so the row does not select.")
    }

    do {
      let screen = SettingsScreen()
      screen.dismiss.cancelsTouchesInView = false
      story.scene("Swipe to delete")
      story.say("A swipe of 120 pt to the left on Cellular opens its actions:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.drag(
          from: screen.point(ofRow: 2, x: 260), to: screen.point(ofRow: 2, x: 140),
          duration: .milliseconds(200))
        trace.append(try screen.app.wait(.milliseconds(500)))
        return trace
      }
      story.say("A tap on Battery hides them, and selects nothing:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.tap(at: screen.point(ofRow: 3))
        trace.append(try screen.app.wait(.milliseconds(500)))
        return trace
      }
      story.say(screen.outcome)
      story.say("A full swipe across Cellular performs its first action, Delete:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.drag(
          from: screen.point(ofRow: 2, x: 300), to: screen.point(ofRow: 2, x: 40),
          duration: .milliseconds(200))
        trace.append(try screen.app.wait(.milliseconds(500)))
        return trace
      }
      story.say(screen.outcome)
      story.takeaway(
        "a horizontal pan on a row slides its content over its actions; past 60% of the row the first action "
          + "runs, and its completion hides the actions.")
    }
  }
}

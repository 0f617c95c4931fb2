import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A settings list written as UIKit code is written: a view controller that is the table's data source and
// delegate, a registered cell class that styles itself, a tap-to-dismiss recognizer that lets row taps through.

private final class SettingsCell: UITableViewCell {
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .systemBackground
    contentView.layer.cornerRadius = 8
    contentView.layer.borderColor = UIColor.separator.cgColor
    contentView.layer.borderWidth = 1 / UIScreen.main.scale
    selectionStyle = .gray
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var shownSelected: [Bool] = []
  var shownHighlighted: [Bool] = []

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    shownSelected.append(selected)
  }

  override var isHighlighted: Bool {
    didSet { shownHighlighted.append(isHighlighted) }
  }
}

private final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let titles = ["Wi-Fi", "Bluetooth", "Cellular", "Battery"]
  var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    tableView.register(SettingsCell.self, forCellReuseIdentifier: "setting")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    let dismiss = UITapGestureRecognizer(target: self, action: Selector(Self.dismissKeyboard))
    dismiss.cancelsTouchesInView = false  // the classic fix: let taps reach the rows
    view.addGestureRecognizer(dismiss)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func dismissKeyboard() {}  // `@objc` and `#selector` on a device; `Selector(Self.…)` here

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    cell.name = titles[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 52 }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(titles[indexPath.row])
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

@Suite struct UITableViewIdiomTests {
  @Test(
    "a settings list: a tap on a row opens it, with a tap-to-dismiss recognizer that does not cancel touches")
  func settingsRowOpens() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = SettingsViewController()
    window.rootViewController = controller
    let app = UIApplication(window: window)
    try app.tap(at: CGPoint(x: 100, y: 52 * 2 + 26))
    #expect(controller.opened == ["Cellular"])
    let cell = try #require(
      controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? SettingsCell)
    #expect(cell.shownSelected.suffix(2) == [true, false])  // selected, then deselected in didSelectRowAt
    #expect(controller.tableView.indexPathForSelectedRow == nil)  // deselected in didSelectRowAt
  }
}

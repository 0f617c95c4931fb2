import HitTestKit

/// A controller that logs its appearance and containment calls into a shared log, by its name.
final class LoggingController: ViewController {
  let label: String
  let log: EventLog

  init(_ label: String, log: EventLog) {
    self.label = label
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = label
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = View(frame: .zero)
    view.name = label
  }
  override func viewWillAppear(_ animated: Bool) { log.append("\(label).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("\(label).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("\(label).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("\(label).viewDidDisappear") }
  override func willMove(toParent parent: ViewController?) {
    log.append("\(label).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: ViewController?) {
    log.append("\(label).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// A log shared by several controllers.
final class EventLog {
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

/// A 390 × 844 window showing a navigation controller whose root is `A`, with its application.
struct NavigationScene {
  let log = EventLog()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let navigation: NavigationController
  let root: LoggingController
  let app: Application

  init() {
    root = LoggingController("A", log: log)
    navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    app = Application(window: window)
    log.entries = []
  }

  /// Pushes a new logging controller named `label`, animated, and returns it.
  func push(_ label: String, animated: Bool = true) -> LoggingController {
    let controller = LoggingController(label, log: log)
    navigation.pushViewController(controller, animated: animated)
    return controller
  }
}

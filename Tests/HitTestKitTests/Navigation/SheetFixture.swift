import HitTestKit

/// A presentation delegate that logs what it is asked and told, and answers `shouldDismiss`.
final class LoggingPresentationDelegate: SheetPresentationControllerDelegate {
  var entries: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    entries.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    entries.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    entries.append("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    entries.append("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {
    entries.append("didChangeDetent")
  }
}

/// A 390 × 844 window whose root logs its appearance, and a sheet controller (`S`) ready to present.
struct SheetScene {
  let log = EventLog()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let root: LoggingController
  let sheet: LoggingController
  let delegate = LoggingPresentationDelegate()
  let app: Application

  init(style: ModalPresentationStyle = .automatic) {
    root = LoggingController("A", log: log)
    window.rootViewController = root
    sheet = LoggingController("S", log: log)
    sheet.modalPresentationStyle = style
    app = Application(window: window)
    sheet.presentationController?.delegate = delegate
    log.entries = []
  }

  /// Presents the sheet, animated, and waits for it to arrive.
  func present() throws {
    root.present(sheet, animated: true)
    try app.wait(.seconds(PresentationController.transitionDuration))
  }
}

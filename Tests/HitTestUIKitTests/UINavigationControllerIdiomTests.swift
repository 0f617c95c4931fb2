import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A list that pushes a detail screen with a photo carousel, and an edit sheet that refuses to be swiped away
// with unsaved changes, written as UIKit code is written.

private final class CarouselViewController: UIViewController {
  let carousel = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "photos"
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 390 * 3, height: 300)
    view.addSubview(carousel)
    // UIKit's usual fix: the carousel's pan waits for the swipe back to fail.
    if let pop = navigationController?.interactivePopGestureRecognizer {
      carousel.panGestureRecognizer.require(toFail: pop)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    carousel.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 300)
  }
}

private final class EditViewController: UIViewController {
  var hasChanges = false {
    didSet { isModalInPresentation = hasChanges }
  }
}

private final class ListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var confirmations = 0
  var dismissedByUser = 0

  func showEditor() -> EditViewController {
    let editor = EditViewController()
    editor.modalPresentationStyle = .pageSheet
    if let sheet = editor.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
    }
    editor.presentationController?.delegate = self
    present(editor, animated: true, completion: nil)
    return editor
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    confirmations += 1  // "Discard changes?" would be asked here
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    dismissedByUser += 1
  }
}

@Suite struct UINavigationControllerIdiomTests {
  private func makeApp() -> (UIApplication, UINavigationController, ListViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    return (UIApplication(window: window), navigation, list)
  }

  @Test("a swipe from the left edge over a carousel goes back, with the carousel's pan waiting for it")
  func swipeBackOverCarousel() throws {
    let (app, navigation, _) = makeApp()
    let photos = CarouselViewController()
    navigation.pushViewController(photos, animated: true)
    try app.wait(.seconds(0.35))
    try app.drag(from: CGPoint(x: 4, y: 350), to: CGPoint(x: 320, y: 350), duration: .seconds(0.4))
    try app.wait(.seconds(0.5))
    #expect(navigation.viewControllers.count == 1)
    #expect(photos.carousel.contentOffset.x == 0)
  }

  @Test("an editor with unsaved changes is not swiped away: the list is asked to confirm instead")
  func unsavedChangesSheet() throws {
    let (app, _, list) = makeApp()
    let editor = list.showEditor()
    try app.wait(.seconds(0.35))
    editor.hasChanges = true
    try app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: .seconds(0.2))
    try app.wait(.seconds(0.5))
    #expect(list.confirmations == 1)
    #expect(editor.presentingViewController != nil)
    editor.hasChanges = false
    try app.tap(at: CGPoint(x: 200, y: 200))  // the dimmed list above the medium sheet
    try app.wait(.seconds(0.5))
    #expect(list.dismissedByUser == 1)
    #expect(list.presentedViewController == nil)
  }
}

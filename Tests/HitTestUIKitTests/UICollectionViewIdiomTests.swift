import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A photo grid and a mailbox written as UIKit code is written: a flow layout sized by its delegate, a cell that
// shows its selection with `didSet`, and swipe actions with a destructive full swipe.

private final class PhotoCell: UICollectionViewCell {
  var shownSelected: [Bool] = []
  override var isSelected: Bool {
    didSet { shownSelected.append(isSelected) }
  }
}

private final class PhotosViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let layout = UICollectionViewFlowLayout()
  lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  var opened: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = (collectionView.bounds.width - 4) / 3
    return CGSize(width: side, height: side)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    opened.append(indexPath.item)
  }
}

private final class MailboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  var messages = ["Lunch?", "Invoice", "Flight", "Photos"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
  }

  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      self.messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

@Suite struct UICollectionViewIdiomTests {
  @Test("a photo grid: three photos a line, a tap on the fifth opens it and the cell shows its selection")
  func photoGrid() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 392, height: 844))
    let controller = PhotosViewController()
    window.rootViewController = controller
    let app = UIApplication(window: window)
    // Items are 129.33 pt squares 2 pt apart: the fifth (item 4) is the middle of the second line.
    try app.tap(at: CGPoint(x: 196, y: 129.33 + 2 + 60))
    #expect(controller.opened == [4])
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
    #expect(cell.shownSelected.last == true)
  }

  @Test("a mailbox: a full swipe left deletes the message, as swipe-to-delete does in UIKit")
  func swipeToDelete() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = MailboxViewController()
    window.rootViewController = controller
    let app = UIApplication(window: window)
    try app.drag(from: CGPoint(x: 370, y: 66), to: CGPoint(x: 60, y: 66), duration: .milliseconds(200))
    #expect(controller.messages == ["Lunch?", "Flight", "Photos"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
  }
}

import Foundation

/// An action a table row shows when swiped, as UIKit's `UIContextualAction`: a style, a title and a handler.
///
/// The handler gets the action, the view that showed it, and a completion that it calls (at once or later) with
/// whether it performed the action; the table view hides the actions then. HitTestKit draws no text: the title
/// names the action's button in traces.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///   items.remove(at: row)
///   tableView.deleteRows(at: [indexPath], with: .automatic)
///   completion(true)
/// }
/// ```
public final class ContextualAction {
  /// How the action looks, as UIKit's `UIContextualAction.Style`.
  public enum Style: Sendable {
    /// A plain action (grey in UIKit).
    case normal
    /// An action that deletes or is otherwise destructive (red in UIKit).
    case destructive
  }

  /// What runs when the user taps the action or performs it with a full swipe: the action, the view that showed
  /// it, and the completion to call with whether the action was performed.
  public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// The style.
  public let style: Style
  /// The title on the action's button.
  public var title: String?
  /// The background colour of the action's button (stored; HitTestKit draws nothing).
  public var backgroundColor: Color?
  /// The handler.
  public let handler: Handler

  /// Makes an action, as UIKit's `init(style:title:handler:)`.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - title: The title on its button.
  ///   - handler: What runs when the user triggers it.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe on a table row shows on one edge, as UIKit's `UISwipeActionsConfiguration`.
///
/// The first action is the one nearest the row's edge, and the one a full swipe performs when
/// ``performsFirstActionWithFullSwipe`` is on.
public final class SwipeActionsConfiguration {
  /// The actions, the first nearest the edge.
  public let actions: [ContextualAction]
  /// Whether a swipe across most of the row performs the first action (true by default, as in UIKit).
  public var performsFirstActionWithFullSwipe = true

  /// Makes a configuration of `actions`, as UIKit's `init(actions:)`.
  ///
  /// - Parameter actions: The actions, the first nearest the edge.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}

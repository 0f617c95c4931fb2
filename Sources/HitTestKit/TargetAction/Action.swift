import Foundation

/// A titled handler a control runs for its events, as UIKit's `UIAction`.
///
/// Add it with ``Control/addAction(_:for:)``. While its handler runs, ``sender`` is the control that sent it, as in
/// UIKit; it is `nil` otherwise.
public final class Action {
  /// An action's identity within a control, as UIKit's `UIAction.Identifier`: adding an action with the
  /// identifier of one already added replaces it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String

    /// Makes an identifier of `rawValue`.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Makes an identifier of `rawValue`, as UIKit's unlabelled initializer.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title, which a button made with ``Button/init(type:primaryAction:)`` shows.
  public var title: String
  /// The image; HitTestKit draws none for actions and keeps it as a value.
  public var image: Image?
  /// The identity that ``Control/addAction(_:for:)`` and ``Control/removeAction(_:for:)`` match on: a unique one
  /// unless given.
  public let identifier: Identifier
  /// What runs when the action is sent; it receives the action itself, as UIKit's `UIActionHandler`.
  let handler: (Action) -> Void
  /// The control sending the action, while its handler runs, as UIKit's `sender`; `nil` otherwise.
  public internal(set) var sender: Any?

  /// Makes an action, as UIKit's `UIAction(title:image:identifier:handler:)`.
  ///
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - image: The image; none by default.
  ///   - identifier: The identity controls match on; a new unique one by default (UIKit makes one too).
  ///   - handler: What runs when the action is sent; it receives the action, whose ``sender`` is the control.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    handler: @escaping (Action) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.handler = handler
  }

  /// Runs the handler with ``sender`` set to `control` for the call.
  func perform(from control: Control) {
    let previous = sender
    sender = control
    handler(self)
    sender = previous
  }
}

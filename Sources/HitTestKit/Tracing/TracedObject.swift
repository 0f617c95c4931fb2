/// A view, gesture recognizer or other responder that a trace entry names: its name when the entry was recorded,
/// and the object itself.
///
/// Decisions name the objects that took part in them by this value, never by a sentence. The entry keeps the
/// object alive (all but the application: see the responder initializer), as a hit-test trace keeps the views it visited, so its identity stays unique for as long as the
/// trace exists: the JSON export numbers objects by it, a test can compare it with `===`, and the fuzzer checks
/// that every object a reason names belongs to the scene. The name is the one the object had when recorded (a
/// later rename does not rewrite a recorded trace), and it is what the renderers print.
///
/// ```swift
/// let entry = TracedObject(button)
/// entry.name            // "closeButton"
/// entry.object === button  // true
/// ```
public struct TracedObject: Equatable, CustomStringConvertible {
  /// The object's name when the entry was recorded (``View/displayName``, ``GestureRecognizer/displayName``).
  public let name: String
  /// The object itself, kept alive by the trace.
  public let object: AnyObject

  /// A view as a trace names it.
  ///
  /// - Parameter view: The view.
  public init(_ view: View) {
    name = view.displayName
    object = view
  }

  /// A gesture recognizer as a trace names it.
  ///
  /// - Parameter recognizer: The recognizer.
  public init(_ recognizer: GestureRecognizer) {
    name = recognizer.displayName
    object = recognizer
  }

  /// A responder as a trace names it: a view by its name, the application as `application`, another responder
  /// (a view controller) by its class name.
  ///
  /// The application is the one object a trace does not keep alive: its own trace would then keep it forever.
  /// Its ``object`` is the application's ``Application/clock``, which it owns and which does not refer back to it:
  /// an identity unique to that application for as long as the trace exists (`TracedObject(app)` still equals the
  /// entry's).
  ///
  /// - Parameter responder: The responder.
  public init(_ responder: Responder) {
    name = responder.responderName
    if let application = responder as? Application {
      object = application.clock
    } else {
      object = responder
    }
  }

  /// Whether both name the same object with the same recorded name.
  ///
  /// - Parameters:
  ///   - lhs: An object as a trace names it.
  ///   - rhs: Another.
  /// - Returns: `true` when both are the same object, recorded under the same name.
  public static func == (lhs: TracedObject, rhs: TracedObject) -> Bool {
    lhs.object === rhs.object && lhs.name == rhs.name
  }

  /// The recorded name, as the text renderer prints it.
  public var description: String { name }
}

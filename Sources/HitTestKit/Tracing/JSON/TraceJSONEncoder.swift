/// Turns trace values into ``JSONValue``s, numbering the objects they name in order of first appearance.
///
/// One encoder serves a whole ``TraceDocument``: the first view or recognizer it meets gets id 1, the next new
/// one id 2, and an object met again keeps its id, so the same scenario always gives the same ids. Objects are
/// told apart by identity (``TracedObject/object``, kept alive by the trace that names it), never by name: two
/// views both named `row` get two ids.
struct TraceJSONEncoder {
  /// The id of each object met so far.
  private var ids: [ObjectIdentifier: Int] = [:]

  /// An object as the document names it: `{"id": 3, "name": "card"}`.
  mutating func reference(_ object: TracedObject) -> JSONValue {
    .object([("id", .integer(id(of: object.object))), ("name", .string(object.name))])
  }

  /// A view as the document names it (see ``reference(_:)-(TracedObject)``).
  mutating func reference(_ view: View) -> JSONValue { reference(TracedObject(view)) }

  /// A view, or `null`.
  mutating func reference(_ view: View?) -> JSONValue { view.map { reference($0) } ?? .null }

  /// An object, or `null`.
  mutating func reference(_ object: TracedObject?) -> JSONValue { object.map { reference($0) } ?? .null }

  /// Objects, in order, as an array of references.
  mutating func references(_ objects: [TracedObject]) -> JSONValue {
    var items: [JSONValue] = []
    items.reserveCapacity(objects.count)
    for object in objects { items.append(reference(object)) }
    return .array(items)
  }

  /// The id of `object`: the one it was given, or the next free one.
  mutating func id(of object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    if let id = ids[key] { return id }
    let id = ids.count + 1
    ids[key] = id
    return id
  }

  /// `{"x": 30, "y": 40}`.
  func point(_ point: CGPoint) -> JSONValue {
    .object([("x", .number(Double(point.x))), ("y", .number(Double(point.y)))])
  }

  /// `{"width": 20, "height": 20}`.
  func size(_ size: CGSize) -> JSONValue {
    .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
  }

  /// `{"x": 0, "y": 0, "width": 320, "height": 480}`, or `null` for `CGRect.null` (no rectangle).
  func rect(_ rect: CGRect) -> JSONValue {
    guard !rect.isNull else { return .null }
    return .object([
      ("x", .number(Double(rect.origin.x))), ("y", .number(Double(rect.origin.y))),
      ("width", .number(Double(rect.size.width))), ("height", .number(Double(rect.size.height))),
    ])
  }

  /// `{"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0}`: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
  func transform(_ transform: CGAffineTransform) -> JSONValue {
    .object([
      ("a", .number(Double(transform.a))), ("b", .number(Double(transform.b))),
      ("c", .number(Double(transform.c))), ("d", .number(Double(transform.d))),
      ("tx", .number(Double(transform.tx))), ("ty", .number(Double(transform.ty))),
    ])
  }

  /// A finger, as its number.
  func finger(_ finger: Finger) -> JSONValue { .integer(finger.number) }

  /// Fingers, as their numbers.
  func fingers(_ fingers: [Finger]) -> JSONValue { .array(fingers.map(finger)) }

  /// A touch phase, as UIKit spells it (`"began"`).
  func phase(_ phase: Touch.Phase) -> JSONValue { .string(phase.rawValue) }

  /// A recognizer state, as UIKit spells it (`"possible"`).
  func state(_ state: GestureRecognizer.State) -> JSONValue { .string(state.description) }

  /// A virtual-clock time or duration, in seconds.
  func seconds(_ time: TimeInterval) -> JSONValue { .number(time) }

  /// A time that may be absent (`null`), in seconds.
  func seconds(_ time: TimeInterval?) -> JSONValue { time.map { .number($0) } ?? .null }

  /// A duration, in seconds.
  func seconds(_ duration: Duration) -> JSONValue { .number(duration.seconds) }

  /// A length, scale or angle, as a number.
  func number(_ value: CGFloat) -> JSONValue { .number(Double(value)) }

  /// Control events, as the names UIKit gives them, in UIKit's bit order (`["touchDown", "touchUpInside"]`); a bit
  /// without a name (an application- or system-reserved one) as its value in hexadecimal (`"0x1000000"`).
  func events(_ events: ControlEvent) -> JSONValue {
    .array(events.singleEvents.map { .string(String(describing: $0)) })
  }
}

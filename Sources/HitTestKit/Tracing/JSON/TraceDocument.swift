internal import Foundation  // Data.write(to:options:), NSError

/// Interaction and hit-test traces as one versioned JSON document, for programs outside Swift.
///
/// Append traces in the order they happened, then write the document with ``write(toFile:indent:)`` or read it
/// with ``json`` or ``text(indent:)``. The format is described in `Documentation/TraceFormat.md` (and the
/// "Exporting traces as JSON" article): a ``formatName`` and a ``version`` at the top, then the recordings in
/// order. Views and recognizers get ids in order of first appearance, so the same scenario gives the same
/// document, byte for byte.
///
/// ```swift
/// let app = Application(window: window)
/// app.recordsScenes = true
/// try app.tap(at: button)
/// var document = TraceDocument()
/// document.append(app)
/// try document.write(toFile: "tap.json")
/// ```
public struct TraceDocument {
  /// The format's name, written as `format` at the top of every document.
  public static let formatName = "HitTestKit trace"
  /// The format's version, written as `version`: raised whenever the output changes shape (a member added,
  /// renamed or removed, a spelling changed), which `TraceFormatTests` enforces against a golden document.
  public static let version = 2

  /// One recorded interaction or hit test, in the order appended.
  public enum Recording {
    /// An interaction trace and the scene snapshots of its events (matched by event number).
    case interactions(InteractionTrace, scenes: [SceneSnapshot])
    /// A hit test made alone (``View/hitTestTrace(at:)``).
    case hitTest(HitTestTrace)
    /// An application: its whole trace and scene snapshots, read when the document is encoded.
    case application(Application)
  }

  /// The recordings, in the order appended.
  public private(set) var recordings: [Recording] = []

  /// An empty document.
  public init() {}

  /// A document of one interaction trace.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - scenes: Scene snapshots, each written under the trace's event of the same number; `nil` (the default)
  ///     takes those of the application whose windows the trace's hit tests searched (see ``append(_:scenes:)``).
  public init(_ trace: InteractionTrace, scenes: [SceneSnapshot]? = nil) {
    append(trace, scenes: scenes)
  }

  /// A document of one hit test.
  ///
  /// - Parameter trace: The hit test.
  public init(_ trace: HitTestTrace) {
    append(trace)
  }

  /// Appends an interaction trace, with the scene snapshots of its events.
  ///
  /// With `scenes` left `nil`, the snapshots are those the application recorded (``Application/recordsScenes``)
  /// whose window the trace's first hit test searched, read now: a trace with no hit test (a lift alone) gets
  /// none, unless they are passed.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - scenes: Scene snapshots (``Application/sceneSnapshots``), each written under the trace's event of the same
  ///     number (the others are left out); `nil` to find them as above.
  public mutating func append(_ trace: InteractionTrace, scenes: [SceneSnapshot]? = nil) {
    let scenes = scenes ?? Self.scenes(of: trace)
    recordings.append(.interactions(trace, scenes: scenes))
  }

  /// The scene snapshots of the application whose window the first hit test of `trace` searched.
  private static func scenes(of trace: InteractionTrace) -> [SceneSnapshot] {
    guard let root = trace.entries.lazy.compactMap(\.hitTestRoot).first else { return [] }
    return (root.window ?? (root as? Window))?.application?.sceneSnapshots ?? []
  }

  /// Appends a hit test.
  ///
  /// - Parameter trace: The hit test.
  public mutating func append(_ trace: HitTestTrace) {
    recordings.append(.hitTest(trace))
  }

  /// Appends another document's recordings, after this one's.
  ///
  /// - Parameter other: The document whose recordings are appended.
  public mutating func append(contentsOf other: TraceDocument) {
    recordings += other.recordings
  }

  /// Appends an application: everything it traces, with its scene snapshots, up to when the document is encoded.
  ///
  /// The application's trace is read when ``json`` is, so a program can append each application as it makes it
  /// and write the document at the end: every interaction the application ran is in it, in order.
  ///
  /// - Parameter application: The application (kept alive by the document).
  public mutating func append(_ application: Application) {
    recordings.append(.application(application))
  }

  /// Appends an application as ``append(_:)-(Application)`` does, and returns it, so that a program can record
  /// an application where it makes it.
  ///
  /// ```swift
  /// let app = document.record(Application(window: window, recordsScenes: true))
  /// ```
  ///
  /// - Parameter application: The application.
  /// - Returns: `application`.
  @discardableResult
  public mutating func record(_ application: Application) -> Application {
    append(application)
    return application
  }

  /// The document as a JSON value: `format`, `version`, then `recordings`.
  public var json: JSONValue {
    var encoder = TraceJSONEncoder()
    return json(using: &encoder)
  }

  /// The document as a JSON value, its objects numbered by `encoder` (which then knows their ids).
  func json(using encoder: inout TraceJSONEncoder) -> JSONValue {
    var items: [JSONValue] = []
    items.reserveCapacity(recordings.count)
    for recording in recordings {
      switch recording {
      case .interactions(let trace, let scenes):
        items.append(.object([("type", "interactions"), ("entries", encoder.encode(trace, scenes: scenes))]))
      case .hitTest(let trace):
        items.append(.object([("type", "hitTest"), ("hitTest", encoder.encode(trace))]))
      case .application(let application):
        let entries = encoder.encode(application.trace, scenes: application.sceneSnapshots)
        items.append(.object([("type", "interactions"), ("entries", entries)]))
      }
    }
    return .object([
      ("format", .string(Self.formatName)), ("version", .integer(Self.version)),
      ("recordings", .array(items)),
    ])
  }

  /// The document as JSON text, ending with a newline.
  ///
  /// - Parameter indent: Spaces per nesting level (2 by default); 0 writes it on one line.
  /// - Returns: The JSON text.
  public func text(indent: Int = 2) -> String {
    json.text(indent: indent) + "\n"
  }

  /// Writes the document to the file at `path`, replacing it; the file appears whole or not at all.
  ///
  /// The text goes to a temporary file in the same folder, which then replaces `path`: a failure leaves no
  /// half-written file.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - indent: Spaces per nesting level (2 by default); 0 writes it on one line.
  /// - Throws: ``TraceExportError/cannotWrite(path:reason:)`` when the file cannot be written.
  public func write(toFile path: String, indent: Int = 2) throws(TraceExportError) {
    guard !path.isEmpty else { throw .cannotWrite(path: path, reason: "the path is empty") }
    do {
      try Data(text(indent: indent).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
    }
  }
}

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
  public static let version = 1

  /// One recorded interaction or hit test, in the order appended.
  public enum Recording {
    /// An interaction trace and the scene snapshots of its events (matched by event number).
    case interactions(InteractionTrace, scenes: [SceneSnapshot])
    /// A hit test made alone (``View/hitTestTrace(at:)``).
    case hitTest(HitTestTrace)
  }

  /// The recordings, in the order appended.
  public private(set) var recordings: [Recording] = []

  /// An empty document.
  public init() {}

  /// A document of one interaction trace.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - scenes: Scene snapshots; each is written under the trace's event of the same number, others are left out.
  public init(_ trace: InteractionTrace, scenes: [SceneSnapshot] = []) {
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
  /// - Parameters:
  ///   - trace: The trace.
  ///   - scenes: Scene snapshots (``Application/sceneSnapshots``); each is written under the trace's event of
  ///     the same number, the others are left out.
  public mutating func append(_ trace: InteractionTrace, scenes: [SceneSnapshot] = []) {
    recordings.append(.interactions(trace, scenes: scenes))
  }

  /// Appends a hit test.
  ///
  /// - Parameter trace: The hit test.
  public mutating func append(_ trace: HitTestTrace) {
    recordings.append(.hitTest(trace))
  }

  /// Appends everything `application` traced so far, with its scene snapshots.
  ///
  /// - Parameter application: The application.
  public mutating func append(_ application: Application) {
    append(application.trace, scenes: application.sceneSnapshots)
  }

  /// The document as a JSON value: `format`, `version`, then `recordings`.
  public var json: JSONValue {
    var encoder = TraceJSONEncoder()
    var items: [JSONValue] = []
    items.reserveCapacity(recordings.count)
    for recording in recordings {
      switch recording {
      case .interactions(let trace, let scenes):
        items.append(.object([("type", "interactions"), ("entries", encoder.encode(trace, scenes: scenes))]))
      case .hitTest(let trace):
        items.append(.object([("type", "hitTest"), ("hitTest", encoder.encode(trace))]))
      }
    }
    return .object([
      ("format", .string(Self.formatName)), ("version", .integer(Self.version)), ("recordings", .array(items)),
    ])
  }

  /// The document as JSON text, ending with a newline.
  ///
  /// - Parameter indent: Spaces per nesting level (2 by default); 0 writes it on one line.
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

extension TraceJSONEncoder {
  /// The entries of an interaction trace, each `{"time", "depth", "kind", …fields, "scene"?}`.
  mutating func encode(_ trace: InteractionTrace, scenes: [SceneSnapshot]) -> JSONValue {
    let scenesByEvent = Dictionary(scenes.map { ($0.eventNumber, $0) }, uniquingKeysWith: { first, _ in first })
    var entries: [JSONValue] = []
    entries.reserveCapacity(trace.entries.count)
    for entry in trace.entries {
      var members: [(String, JSONValue)] = [("time", seconds(entry.time)), ("depth", .integer(entry.depth))]
      members += fields(of: entry.kind)
      if let number = entry.dispatchedEventNumber, let scene = scenesByEvent[number] {
        members.append(("scene", encode(scene)))
      }
      entries.append(.object(members))
    }
    return .array(entries)
  }
}

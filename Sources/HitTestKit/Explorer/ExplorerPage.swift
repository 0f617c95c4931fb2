internal import Foundation  // Data.write(to:options:), NSError

/// A self-contained web page that steps through recorded interactions: a timeline of every event, the scene at
/// the selected one with its hit test, a lane per gesture recognizer, the responder chain, miss explanations for
/// any view, and the trace as text.
///
/// The page is one HTML file with no network access and no build step: the versioned JSON trace
/// (``TraceDocument``, `Documentation/TraceFormat.md`; without its scene snapshots, which the page carries as
/// pictures) is embedded in it, beside what the script shows in words —
/// the text of each entry, the scenes drawn by the SVG scene renderer, each hit test's part for each view and
/// ``View/explainMiss(of:at:)`` for each view at each touch point — all made here, in Swift, so the page's small
/// script decides nothing about dispatch. Open it in any browser; the "Exploring an interaction" article shows how
/// to read it.
///
/// ```swift
/// let app = Application(window: window, recordsScenes: true)
/// let trace = try app.tap(at: button)
/// try ExplorerPage(trace).write(toFile: "tap.html")
/// ```
///
/// Scenes come from the application's scene snapshots (``Application/recordsScenes``): without them the page
/// still shows the timeline, the lanes and the text, and draws no scene.
public struct ExplorerPage {
  /// The recordings shown, one at a time, chosen on the page.
  public var document: TraceDocument
  /// The page's title.
  public var title: String

  /// The most miss explanations a recording embeds (views × touch points): 600, so that a realistic tap's page
  /// stays well under 200 KB (HitTestKit's decision: an explanation is about 250 bytes).
  ///
  /// Touch-down points are explained first; a point past the limit shows, when a view is clicked, that it was not
  /// explained.
  public static let maximumExplanationCount = 600

  /// A page of every recording of `document`.
  ///
  /// - Parameters:
  ///   - document: The recordings.
  ///   - title: The page's title.
  public init(_ document: TraceDocument, title: String = "HitTestKit interaction explorer") {
    self.document = document
    self.title = title
  }

  /// A page of one interaction trace.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - scenes: Its scene snapshots; `nil` takes those of the application whose window its hit tests searched
  ///     (see ``TraceDocument/append(_:scenes:)``).
  ///   - title: The page's title.
  public init(
    _ trace: InteractionTrace, scenes: [SceneSnapshot]? = nil,
    title: String = "HitTestKit interaction explorer"
  ) {
    self.init(TraceDocument(trace, scenes: scenes), title: title)
  }

  /// The page as HTML text.
  public var html: String {
    var encoder = TraceJSONEncoder()
    let trace = Self.withoutScenes(document).json(using: &encoder)
    let recordings = document.recordings.map { recording in
      ExplorerRecording(recording).data(using: &encoder, explanationBudget: Self.maximumExplanationCount)
    }
    let data = JSONValue.object([("title", .string(title)), ("recordings", .array(recordings))])
    return ExplorerTemplate.page(title: title, trace: trace, data: data)
  }

  /// `document` without its scene snapshots, which the page carries as pictures instead: embedded whole, they
  /// would double a tap's page (a snapshot is about 340 bytes per view and event, `Documentation/TraceFormat.md`).
  private static func withoutScenes(_ document: TraceDocument) -> TraceDocument {
    var copy = TraceDocument()
    for recording in document.recordings {
      switch recording {
      case .interactions(let trace, _): copy.append(trace, scenes: [])
      case .application(let application): copy.append(application.trace, scenes: [])
      case .hitTest(let trace): copy.append(trace)
      }
    }
    return copy
  }

  /// Writes the page to the file at `path`, replacing it; the file appears whole or not at all.
  ///
  /// - Parameter path: The file to write (`.html`).
  /// - Throws: ``ExplorerPageError/cannotWrite(path:reason:)`` when the file cannot be written.
  public func write(toFile path: String) throws(ExplorerPageError) {
    guard !path.isEmpty else { throw .cannotWrite(path: path, reason: "the path is empty") }
    do {
      try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
    }
  }
}

extension InteractionTrace {
  /// The trace as an explorer page (``ExplorerPage``), with the scene snapshots of its application.
  ///
  /// - Parameter scenes: Scene snapshots; `nil` takes those of the application whose window its hit tests searched.
  /// - Returns: The page's HTML text.
  public func explorerHTML(scenes: [SceneSnapshot]? = nil) -> String {
    ExplorerPage(self, scenes: scenes).html
  }
}

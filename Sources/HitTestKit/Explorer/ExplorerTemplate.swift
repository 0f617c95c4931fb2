/// The explorer page's HTML: its skeleton, the role colours taken from the scene renderer, the legend, and the
/// two embedded JSON documents (the versioned trace and the explorer's data).
enum ExplorerTemplate {
  /// The whole page.
  ///
  /// - Parameters:
  ///   - title: The page's title (escaped here).
  ///   - trace: The versioned JSON trace (``TraceDocument/json``).
  ///   - data: The explorer's data (``ExplorerRecording/data(using:explanationBudget:)``, one per recording).
  /// - Returns: The HTML text.
  static func page(title: String, trace: JSONValue, data: JSONValue) -> String {
    let title = SVGText.escaped(title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(styleSheet)\(roleStyles)</style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>
      <p class="hint">Step with ← and → (Home and End jump), or drag the scrubber. Click a view, in the picture \
      or the list, to read why it did or did not get the touch; click a recognizer's transition to read its \
      cause. Everything is in this file: it needs no network.</p>
      <div class="controls">
      <label id="recording-chooser">Recording <select id="recording"></select></label>
      <button type="button" id="prev" aria-label="Previous step">←</button>
      <input type="range" id="scrubber" min="0" max="0" value="0" aria-label="Step">
      <button type="button" id="next" aria-label="Next step">→</button>
      <output id="step-label" aria-live="polite"></output>
      </div>
      <ol id="steps" aria-label="Timeline: every event, timer and decision at the top level"></ol>
      </header>
      <main>
      <figure id="scene-figure">
      <h2 id="scene-heading">Scene</h2>
      <div id="scene" role="img" aria-labelledby="scene-caption"></div>
      <figcaption id="scene-caption"></figcaption>
      <details id="hit-details">
      <summary>The hit test, view by view</summary>
      <pre id="hit-text"></pre>
      </details>
      <ul class="legend" aria-label="Legend">
      \(legend)</ul>
      </figure>
      <div class="side">
      <section aria-labelledby="views-heading">
      <h2 id="views-heading">Views</h2>
      <ul id="views" aria-label="Views of the scene, with their part in the hit test"></ul>
      <div id="explanation" aria-live="polite"></div>
      </section>
      <section aria-labelledby="chain-heading">
      <h2 id="chain-heading">Responder chain</h2>
      <ol id="chain" aria-label="Deliveries of the selected step"></ol>
      </section>
      </div>
      <section id="lanes-panel" aria-labelledby="lanes-heading">
      <h2 id="lanes-heading">Gesture recognizers</h2>
      <div id="lanes"></div>
      <div id="transition" aria-live="polite"></div>
      </section>
      <section id="text-panel" aria-labelledby="text-heading">
      <h2 id="text-heading">Trace</h2>
      <pre id="text" tabindex="0" aria-label="The trace as text; the selected step is highlighted"></pre>
      </section>
      </main>
      <script type="application/json" id="trace-json">\(embedded(trace))</script>
      <script type="application/json" id="explorer-data">\(embedded(data))</script>
      <script>
      \(script)</script>
      </body>
      </html>

      """
  }

  /// JSON text safe inside a `<script>` element: `</` is written `<\/` (the same string in JSON), so no string in
  /// the trace can close the element.
  static func embedded(_ json: JSONValue) -> String {
    json.text(indent: 0).replacingOccurrences(of: "</", with: "<\\/")
  }

  /// The parts a view plays in a hit test, as the page names them, with the scene renderer's role each looks like.
  static let roles: [(name: String, role: SceneTraceRole, text: String)] = [
    ("hit", .hit, SceneTraceRole.hit.legendText),
    ("hitPath", .hitPath, SceneTraceRole.hitPath.legendText),
    ("visited", .visited, SceneTraceRole.visited.legendText),
    ("skipped", .passedOver, "skipped: hitTest(_:with:) called, the view ignored (hover for the reason)"),
    ("passedOver", .passedOver, SceneTraceRole.passedOver.legendText),
  ]

  /// One CSS rule per role, with the colours ``SceneViewStyle`` gives the still pictures.
  static var roleStyles: String {
    roles.map { name, role, _ in
      "#scene g.view.\(name) polygon.frame { \(declarations(SceneViewStyle(state: .ordinary, role: role))) }\n"
    }.joined()
  }

  /// A style's colours as CSS declarations.
  private static func declarations(_ style: SceneViewStyle) -> String {
    var text = "stroke: \(style.stroke); stroke-width: \(SVGText.number(style.strokeWidth))px;"
    if let dash = style.dash { text += " stroke-dasharray: \(dash);" }
    if style.fill != SceneViewStyle.ordinaryFill {
      text += " fill: \(style.fill); fill-opacity: \(SVGText.number(style.fillOpacity));"
    }
    return text
  }

  /// The legend's items: each role, the presentation frame and the touches.
  static var legend: String {
    var items = roles.map { _, role, text in
      let style = SceneViewStyle(state: .ordinary, role: role)
      return
        "<li><span class=\"swatch\" style=\"border-color: \(style.stroke)\"></span>\(SVGText.escaped(text))</li>\n"
    }
    items.append(
      "<li><span class=\"swatch\" style=\"border-color: #e8590c; border-style: dashed\"></span>"
        + "where a running animation shows a view (its presentation frame)</li>\n")
    items.append(
      "<li><span class=\"swatch\" style=\"border-color: #e03131; border-radius: 50%\"></span>"
        + "a finger (hollow when it lifts)</li>\n")
    return items.joined()
  }
}

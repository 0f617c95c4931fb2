import HitTestKit
import Testing

/// What keeps a recognizer alive once its view is removed and released: a touch in progress, and a touch
/// whose end the recognizer still holds back from the view (`delaysTouchesEnded`) until it decides, as in
/// UIKit; nothing once it has decided.
///
/// The interaction trace, when recorded, keeps every hit-tested view.
@Suite struct RecognizerLifetimeTests {
  static func makeRecognizer(_ kind: String) -> GestureRecognizer {
    switch kind {
    case "double tap":
      let tap = TapGestureRecognizer()
      tap.numberOfTapsRequired = 2
      return tap
    case "pan": return PanGestureRecognizer()
    default: return LongPressGestureRecognizer()
    }
  }

  /// Touches down on a fresh view holding a recognizer of `kind`, removes the view, and lets go of it.
  static func touchRemovedView(
    _ app: Application, window: Window, kind: String
  ) throws -> (view: () -> View?, recognizer: () -> GestureRecognizer?) {
    weak var weakView: View?
    weak var weakRecognizer: GestureRecognizer?
    do {
      let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let recognizer = makeRecognizer(kind)
      view.addGestureRecognizer(recognizer)
      window.addSubview(view)
      weakView = view
      weakRecognizer = recognizer
      try app.touchDown(1, at: CGPoint(x: 50, y: 50))
      view.removeFromSuperview()
    }
    return ({ weakView }, { weakRecognizer })
  }

  @Test(
    "a removed view's recognizer lives while a touch is down or held back, and is freed once it decides",
    arguments: ["double tap", "pan", "long press"])
  func removedViewFreesRecognizer(kind: String) throws {
    let window = makeWindow()
    let app = Application(window: window, isTracing: false)
    let alive = try Self.touchRemovedView(app, window: window, kind: kind)
    #expect(alive.recognizer() != nil, "a touch in progress keeps its view and recognizers")
    try app.touchUp(1)
    // A double tap is still possible: it holds back the view's touchesEnded until its 0.35 s interval ends.
    try app.wait(.milliseconds(400))
    #expect(app.touchesDown.isEmpty)
    #expect(alive.view() == nil, "\(kind): nothing keeps the view once its touch is over")
    #expect(alive.recognizer() == nil, "\(kind): nothing keeps the recognizer once it has decided")
  }

  @Test("a recorded interaction trace keeps the hit-tested view, and so its recognizers, while it lives")
  func traceKeepsViews() throws {
    let window = makeWindow()
    var app: Application? = Application(window: window)
    let alive = try Self.touchRemovedView(try #require(app), window: window, kind: "pan")
    try app?.touchUp(1)
    #expect(alive.view() != nil && alive.recognizer() != nil, "the trace's hit test refers to the view")
    app = nil
    #expect(alive.view() == nil && alive.recognizer() == nil)
  }
}

import HitTestKit
import HitTestKitTesting
import Testing

// Issue 31, item 7: a delegate method that only a subclass of the adopting class declares is never called (Swift
// binds protocol methods where the protocol is adopted); the trace says so the first time the default answers.

/// A controller that adopts ScrollViewDelegate without any of its methods.
private class BaseZoomController: ScrollViewDelegate {}

/// Its subclass, declaring viewForZooming(in:) as UIKit code does: Swift never calls it.
private final class HiddenZoomController: BaseZoomController {
  let photo: View
  init(photo: View) { self.photo = photo }
  func viewForZooming(in scrollView: ScrollView) -> View? { photo }
}

/// A controller that declares viewForZooming(in:) where it adopts the protocol, for subclasses to override.
private class DeclaringZoomController: ScrollViewDelegate {
  func viewForZooming(in scrollView: ScrollView) -> View? { nil }
}

/// Its subclass, overriding it: Swift calls it.
private final class OverridingZoomController: DeclaringZoomController {
  let photo: View
  init(photo: View) { self.photo = photo }
  override func viewForZooming(in scrollView: ScrollView) -> View? { photo }
}

/// A recognizer delegate adopting the protocol without methods, and a subclass that refuses to begin.
private class BaseRecognizerDelegate: GestureRecognizerDelegate {}
private final class HiddenRefusal: BaseRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
}

@Suite struct InheritedDelegateDefaultTests {
  /// A zoomable scroll view (0.5–4) over a 400 × 300 photo, with `delegate`.
  private func zoomable(_ delegate: (View) -> any ScrollViewDelegate) -> (Application, ScrollView, Any) {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.name = "zoomer"
    let photo = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    scrollView.addSubview(photo)
    scrollView.contentSize = photo.frame.size
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    let owner = delegate(photo)
    scrollView.delegate = owner
    window.addSubview(scrollView)
    return (Application(window: window), scrollView, owner)
  }

  private func pinchOut(_ app: Application) throws -> InteractionTrace {
    var trace = try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 140, y: 100)])
    trace.append(try app.move([1: CGPoint(x: 70, y: 100), 2: CGPoint(x: 170, y: 100)]))
    trace.append(try app.touchUp([1, 2]))
    return trace
  }

  @Test("a viewForZooming declared only in a subclass of the adopting class is not called; the trace warns")
  func subclassOnlyMethodIsDiagnosed() throws {
    let (app, scrollView, owner) = zoomable { HiddenZoomController(photo: $0) }
    let trace = try pinchOut(app)
    #expect(scrollView.zoomScale == 1, "Swift's static witness: the default answered nil")
    expectTrace(
      trace,
      contains: .inheritedDelegateDefault(
        asker: "zoomer", delegateClass: "HiddenZoomController", method: .viewForZooming))
    let line = try #require(trace.lines.first { $0.hasPrefix("zoomer: warning:") })
    #expect(line.contains("inherits the protocol from BaseZoomController"))
    #expect(line.contains("declare it in BaseZoomController and override it"))
    withExtendedLifetime(owner) {}  // the scroll view holds its delegate weakly
  }

  @Test("declared in the adopting class and overridden in a subclass, viewForZooming is called, unwarned")
  func declaredAndOverriddenIsCalled() throws {
    let (app, scrollView, owner) = zoomable { OverridingZoomController(photo: $0) }
    let trace = try pinchOut(app)
    #expect(scrollView.zoomScale > 2)
    expectTrace(trace, lacks: .inheritedDelegateDefault(method: .viewForZooming))
    withExtendedLifetime(owner) {}  // the scroll view holds its delegate weakly
  }

  @Test("a delegate whose own class adopts the protocol gets no warning for the defaults it uses")
  func adoptingClassItselfIsNotWarned() throws {
    let (app, _, owner) = zoomable { _ in BaseZoomController() }
    let trace = try pinchOut(app)
    expectTrace(trace, lacks: .inheritedDelegateDefault())
    withExtendedLifetime(owner) {}  // the scroll view holds its delegate weakly
  }

  /// A card with a tap recognizer named `tap` whose delegate is a ``HiddenRefusal``, kept by the caller.
  private func tapWithHiddenRefusal() -> (Scene, HiddenRefusal) {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    let delegate = HiddenRefusal()
    tap.delegate = delegate
    return (scene, delegate)
  }

  @Test("a gestureRecognizerShouldBegin declared only in a subclass is not asked; the warning comes once")
  func recognizerDelegateSubclassIsDiagnosedOnce() throws {
    let (scene, delegate) = tapWithHiddenRefusal()
    let first = try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["tap ended"], "the subclass's false is never asked")
    expectTrace(
      first,
      contains: .inheritedDelegateDefault(
        asker: "tap", delegateClass: "HiddenRefusal", method: .gestureRecognizerShouldBegin))
    expectTrace(first, contains: .inheritedDelegateDefault(asker: "tap", method: .shouldReceive))
    let second = try scene.app.tap(at: CGPoint(x: 100, y: 100))
    expectTrace(second, lacks: .inheritedDelegateDefault())
    withExtendedLifetime(delegate) {}  // the recognizer holds its delegate weakly
  }

  @Test("the warning is written in the JSON export with the classes and the method")
  func warningInJSON() throws {
    let (scene, delegate) = tapWithHiddenRefusal()
    let trace = try scene.app.tap(at: CGPoint(x: 100, y: 100))
    let text = TraceDocument(trace).text(indent: 0)
    withExtendedLifetime(delegate) {}  // the recognizer holds its delegate weakly
    #expect(
      text.contains(
        #""kind":"inheritedDelegateDefault","asker":{"id":"#))
    #expect(
      text.contains(
        #""delegateClass":"HiddenRefusal","adoptingClass":"BaseRecognizerDelegate","method":"gestureRecognizerShouldBegin(_:)"}"#
      ))
  }
}

import HitTestKit
import Testing

/// Unnamed scroll views get default names that tell nested ones apart, and their recognizers follow them.
@Suite struct ScrollViewNamingTests {
  @Test("an unnamed scroll view's pan follows its numbered default name, not the name it had before")
  func panFollowsTheNumberedDefaultName() {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(scrollView)
    #expect(scrollView.displayName == "ScrollView#1")
    #expect(scrollView.panGestureRecognizer.name == "ScrollView#1.pan")
    #expect((scrollView.gestureRecognizers ?? []).contains { $0.name == "ScrollView#1.contentTouchDelay" })
  }

  @Test("unnamed nested scroll views have default names that tell them apart, and so do their pans")
  func nestedDefaultNamesDiffer() {
    let window = makeWindow()
    let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(outer)
    let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    outer.addSubview(cell)
    let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    cell.addSubview(inner)
    #expect(outer.displayName == "ScrollView#1")
    #expect(inner.displayName == "ScrollView#1/ScrollView#1")
    #expect(outer.panGestureRecognizer.name != inner.panGestureRecognizer.name)
    #expect(inner.panGestureRecognizer.name == "ScrollView#1/ScrollView#1.pan")
  }

  @Test("a name given by the app is kept, for the view and for its recognizers")
  func explicitNamesAreKept() {
    let window = makeWindow()
    let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    outer.name = "feed"
    window.addSubview(outer)
    let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    outer.addSubview(inner)
    #expect(outer.panGestureRecognizer.name == "feed.pan")
    #expect(inner.displayName == "feed/ScrollView#1")
  }
}

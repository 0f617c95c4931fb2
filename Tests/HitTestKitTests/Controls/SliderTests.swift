import HitTestKit
import Testing

/// UISlider's rules: tracking starts on the thumb only, the thumb follows the finger, `valueChanged` as it
/// changes (or once at the end when not continuous), values clamped to the range.
@Suite struct SliderTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let application: Application
  /// A 228-point slider at (46, 100): with the 28-point thumb, 200 points of travel from 0 to 1.
  let slider = Slider(frame: CGRect(x: 46, y: 100, width: 228, height: 31))
  var events: [String] { log.events }
  private let log = EventLog()

  final class EventLog {
    var events: [String] = []
  }

  init() {
    application = Application(window: window)
    window.addSubview(slider)
    let log = self.log
    let slider = self.slider
    slider.addAction(for: .valueChanged) { [unowned slider] _ in
      log.events.append("valueChanged \(slider.value)")
    }
    slider.addAction(for: [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel]) { _ in
      log.events.append("touch")
    }
  }

  /// The thumb's centre in window coordinates.
  var thumbCenter: CGPoint {
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
    return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
  }

  @Test func theThumbSitsAtTheValuesFractionOfTheTrackLessOneThumb() {
    slider.value = 0.25
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25)
        == CGRect(x: 50, y: 1.5, width: 28, height: 28))
  }

  @Test func dragging100PointsFromTheThumbMovesTheValueByHalfTheRange() throws {
    try application.drag(from: thumbCenter, to: CGPoint(x: thumbCenter.x + 100, y: thumbCenter.y), steps: 4)
    #expect(slider.value == 0.5)
    #expect(
      events == [
        "touch", "valueChanged 0.125", "valueChanged 0.25", "valueChanged 0.375", "valueChanged 0.5", "touch",
      ])
  }

  @Test func theValueStopsAtTheEndsOfTheRange() throws {
    slider.value = 0.9
    try application.drag(from: thumbCenter, to: CGPoint(x: thumbCenter.x + 150, y: thumbCenter.y), steps: 3)
    #expect(slider.value == 1)
    try application.drag(from: thumbCenter, to: CGPoint(x: thumbCenter.x - 400, y: thumbCenter.y), steps: 2)
    #expect(slider.value == 0)
  }

  @Test func aTouchOnTheBareTrackIsNotTrackedAndMovesNothing() throws {
    try application.drag(from: CGPoint(x: 250, y: 115), to: CGPoint(x: 200, y: 115), steps: 2)
    #expect(slider.value == 0)
    #expect(events.isEmpty)
    #expect(!slider.isTracking)
  }

  @Test func aSmallThumbIsGrownTo44PointsForTouches() throws {
    // 20 points right of the thumb's centre: outside the 28-point thumb, inside the 44-point touch area.
    try application.drag(
      from: CGPoint(x: thumbCenter.x + 20, y: thumbCenter.y),
      to: CGPoint(x: thumbCenter.x + 70, y: thumbCenter.y), steps: 1)
    #expect(slider.value == 0.25)
  }

  @Test func aSliderThatIsNotContinuousSendsOneValueChangedAtTheEnd() throws {
    slider.isContinuous = false
    try application.drag(from: thumbCenter, to: CGPoint(x: thumbCenter.x + 100, y: thumbCenter.y), steps: 4)
    #expect(events == ["touch", "valueChanged 0.5", "touch"])
  }

  @Test func aDragThatEndsWhereItStartedSendsNoValueChangedWhenNotContinuous() throws {
    slider.isContinuous = false
    let start = thumbCenter
    try application.touchDown(1, at: start)
    try application.move(1, to: CGPoint(x: start.x, y: start.y + 30))
    try application.touchUp(1)
    #expect(events == ["touch", "touch"])
  }

  @Test func settingTheValueInCodeClampsItAndSendsNothing() {
    slider.minimumValue = -10
    slider.maximumValue = 10
    slider.value = 42
    #expect(slider.value == 10)
    slider.value = -.infinity
    #expect(slider.value == -10)
    slider.setValue(.nan, animated: true)
    #expect(slider.value == -10)
    #expect(events.isEmpty)
  }

  @Test func theRangeIsNeverEmptyAndNonFiniteBoundsAreIgnored() {
    slider.value = 0.5
    slider.minimumValue = 5
    #expect(slider.maximumValue == 5 && slider.value == 5)
    slider.maximumValue = 2
    #expect(slider.minimumValue == 2 && slider.value == 2)
    slider.maximumValue = .nan
    slider.minimumValue = -.infinity
    #expect(slider.minimumValue == 2 && slider.maximumValue == 2)
  }

  @Test func aSliderWithAnEmptyRangeKeepsItsThumbAtTheStartAndItsValueWhenDragged() throws {
    slider.maximumValue = 0  // minimum 0 too: the range is empty
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        == CGRect(x: 0, y: 1.5, width: 28, height: 28))
    try application.drag(from: thumbCenter, to: CGPoint(x: thumbCenter.x + 100, y: thumbCenter.y), steps: 2)
    #expect(slider.value == 0)
    #expect(events == ["touch", "touch"], "tracked on its thumb, without a valueChanged")
  }

  @Test func aSliderNarrowerThanItsThumbTracksButCannotMove() throws {
    slider.frame = CGRect(x: 46, y: 100, width: 20, height: 31)
    try application.drag(from: CGPoint(x: 56, y: 115), to: CGPoint(x: 156, y: 115), steps: 2)
    #expect(slider.value == 0)
    #expect(events == ["touch", "touch"], "tracked (touchDown, touchUpInside) without a valueChanged")
    #expect(slider.primaryActionEvents == .valueChanged)
  }
}

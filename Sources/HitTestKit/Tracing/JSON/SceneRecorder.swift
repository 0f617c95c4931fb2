/// Takes a ``SceneSnapshot`` at each event, when asked to: the application's part that keeps them.
///
/// Off until ``Application/recordsScenes`` turns it on; while off, an event costs one test of ``isEnabled``.
final class SceneRecorder {
  /// Whether each event takes a snapshot.
  var isEnabled = false
  /// The snapshots taken, oldest first.
  private(set) var snapshots: [SceneSnapshot] = []
  /// The snapshots taken after the clock advanced (animation and deceleration frames), oldest first.
  ///
  /// Each is numbered with the latest event. Explorer pages draw the steps between events from them; the JSON
  /// export does not write them.
  private(set) var frames: [SceneSnapshot] = []

  /// Takes a snapshot of `windows` for event `number` at `time`, when enabled.
  @inline(__always)
  func recordEvent(number: Int, time: TimeInterval, windows: [Window]) {
    guard isEnabled else { return }
    snapshots.append(SceneSnapshot(eventNumber: number, time: time, windows: windows))
  }

  /// Takes a snapshot of `windows` after the clock advanced to `time`, when enabled.
  @inline(__always)
  func recordFrame(latestEvent number: Int, time: TimeInterval, windows: [Window]) {
    guard isEnabled else { return }
    frames.append(SceneSnapshot(eventNumber: number, time: time, windows: windows))
  }

  /// Drops every snapshot.
  func clear() {
    snapshots = []
    frames = []
  }
}

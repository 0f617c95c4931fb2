/// The ``SceneSnapshot``s taken at each event, when asked to: kept by the dispatcher, which takes them.
///
/// Off until ``Application/recordsScenes`` turns it on (the dispatcher's `recordsScenes`); while off, an event costs
/// one test of that flag. A value, not an object of its own: it has no identity, and an application that records no
/// scenes then makes nothing for it (one allocation fewer for each application).
struct SceneRecorder {
  /// The snapshots taken, oldest first.
  private(set) var snapshots: [SceneSnapshot] = []
  /// The snapshots taken after the clock advanced (animation and deceleration frames), oldest first.
  ///
  /// Each is numbered with the latest event. Explorer pages draw the steps between events from them; the JSON
  /// export does not write them.
  private(set) var frames: [SceneSnapshot] = []

  /// Keeps the snapshot taken at an event.
  mutating func append(event snapshot: SceneSnapshot) {
    snapshots.append(snapshot)
  }

  /// Keeps a snapshot taken after the clock advanced.
  mutating func append(frame snapshot: SceneSnapshot) {
    frames.append(snapshot)
  }

  /// Drops every snapshot.
  mutating func clear() {
    snapshots = []
    frames = []
  }
}

/// The record of an interaction: events, hit tests, deliveries, forwarding, recognizers and timers.
///
/// Every synthetic-input call returns the part of the trace it caused; ``Application/trace`` holds all of
/// it. ``entries`` are structured, so tests can assert on them; ``description`` renders them as text a
/// learner can follow:
///
/// ```
/// [0.000] event 1: finger 1 began at (30, 40)
///   hit test → card (3 views visited)
///   touchesBegan → card [finger 1]
///     card passes touchesBegan up the responder chain → window
///     window passes touchesBegan up the responder chain → application
///     nobody handled touchesBegan (end of the responder chain)
/// ```
public struct InteractionTrace: CustomStringConvertible {
  /// The recorded entries, in order.
  public internal(set) var entries: [Entry] {
    get { run?.entries ?? storedEntries }
    set { (storedEntries, run) = (newValue, nil) }
  }

  /// The entries, when ``run`` is `nil`.
  private var storedEntries: [Entry] = []
  /// The recorder's run that holds the entries (an input call's trace), read as an array when first asked for;
  /// `nil` once the entries are set.
  private var run: Run?

  /// Whether hit tests are shown as their full tree rather than one line; off by default.
  public var showsHitTestDetails = false

  /// Creates an empty trace.
  public init() {}

  /// A trace of the entries of `run`, which is finished.
  init(run: Run) {
    self.run = run
  }

  /// The trace as indented text, one entry per line.
  public var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Writes the rendered trace to any text stream.
  ///
  /// - Parameter stream: The stream the text is appended to.
  public func write(to stream: inout some TextOutputStream) {
    for entry in entries {
      InteractionTraceRenderer.write(entry, showsHitTestDetails: showsHitTestDetails, to: &stream)
    }
  }

  /// The trace with every hit test rendered as its full tree.
  public var detailed: InteractionTrace {
    var copy = self
    copy.showsHitTestDetails = true
    return copy
  }

  /// Appends another trace's entries (to join the traces of several input calls).
  ///
  /// - Parameter other: The trace whose entries are appended.
  public mutating func append(_ other: InteractionTrace) {
    entries += other.entries
  }

  /// The rendered lines, without indentation, for quick assertions (`trace.lines.contains("…")`).
  public var lines: [String] {
    description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }
}

extension InteractionTrace {
  /// One recorded happening, at a moment of virtual time and a nesting depth.
  public struct Entry {
    /// The virtual time, in seconds.
    public let time: TimeInterval
    /// What happened (a one-finger event, delivery or release is stored without its list, made when read).
    public var kind: Kind { record.kind }
    /// How deeply the entry is nested under the event that caused it.
    public let depth: Int
    /// What happened, as stored.
    let record: Record

    init(time: TimeInterval, depth: Int, kind: Kind) {
      self.init(time: time, depth: depth, record: .kind(kind))
    }

    init(time: TimeInterval, depth: Int, record: Record) {
      self.time = time
      self.depth = depth
      self.record = record
    }
  }

  /// A touch as it was in an event: which finger, phase and window location.
  public struct TouchSnapshot: Equatable {
    /// The finger.
    public let finger: Finger
    /// The phase in this event.
    public let phase: Touch.Phase
    /// The location in window coordinates.
    public let location: CGPoint

    /// Snapshots of an event's touches, in finger order (each finger is down once: the order is total).
    ///
    /// The snapshots are sorted in the one array that holds them.
    static func inFingerOrder(_ touches: Set<Touch>) -> [TouchSnapshot] {
      var snapshots = touches.map(TouchSnapshot.init)
      if snapshots.count > 1 { snapshots.sort { $0.finger < $1.finger } }
      return snapshots
    }
  }
}

extension InteractionTrace.TouchSnapshot {
  /// A snapshot of `touch` as it is now.
  init(_ touch: Touch) {
    self.init(finger: touch.finger, phase: touch.phase, location: touch.windowLocation)
  }
}

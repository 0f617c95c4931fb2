extension InteractionTrace {
  /// The entries of one run of an ``InteractionRecorder`` (what one input call recorded), in memory this object
  /// owns with them; an ``InteractionTrace`` returned by the call refers to it and reads its entries as an array,
  /// copied once, when first read.
  ///
  /// Appending stores the entry (no uniqueness check and no possible copy, as an array's append has), and
  /// freeing destroys each entry directly, rather than through the generic destroy that an array's storage calls
  /// for each element. A run is filled only by its recorder, before any trace refers to it.
  final class Run: ManagedBuffer<Run.Header, Entry> {
    /// How many entries are stored, how many fit, and the array ``entries`` made.
    ///
    /// The two counts are stored in 32 bits each (a run never nears 2^31 entries).
    struct Header {
      private var storedCount: Int32 = 0
      private let storedCapacity: Int32
      var decoded: [Entry]?

      /// A header for an empty run with room for `capacity` entries.
      init(capacity: Int) {
        storedCapacity = Int32(truncatingIfNeeded: capacity)
      }

      /// How many entries are stored.
      var count: Int {
        get { Int(storedCount) }
        set { storedCount = Int32(truncatingIfNeeded: newValue) }
      }

      /// How many entries fit.
      var capacity: Int { Int(storedCapacity) }
    }

    /// An empty run with room for at least `capacity` entries: as many as the memory it gets holds, as an
    /// array's storage does.
    static func make(capacity: Int) -> Run {
      let buffer = Run.create(minimumCapacity: capacity) { Header(capacity: $0.capacity) }
      return unsafeDowncast(buffer, to: Run.self)
    }

    deinit {
      withUnsafeMutablePointers { header, elements in
        // One entry at a time: each is destroyed by its type's own code (a range's deinitialisation goes
        // through the runtime's generic one).
        for index in 0..<header.pointee.count { _ = (elements + index).move() }
      }
    }

    // The header is read and written through its address throughout: the `header` property of a class would be
    // checked for exclusive access at run time at every use.

    /// How many entries are stored.
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Whether another entry fits.
    var hasRoom: Bool { withUnsafeMutablePointerToHeader { $0.pointee.count < $0.pointee.capacity } }

    /// Appends `entry` (moved in, not copied); there must be room (``hasRoom``), and no trace may refer to the
    /// run yet.
    func append(_ entry: consuming Entry) {
      // Handed to the closure as an optional it takes the entry out of: a consumed parameter cannot be moved
      // from inside a closure.
      var pending = Optional(entry)
      withUnsafeMutablePointers { header, elements in
        assert(header.pointee.count < header.pointee.capacity, "InteractionTrace.Run is full")
        (elements + header.pointee.count).initialize(to: pending.take().unsafelyUnwrapped)
        header.pointee.count += 1
      }
    }

    /// A run with room for `capacity` entries (at least ``count``) that holds this one's entries, moved: this one
    /// is left empty.
    func moved(toCapacity capacity: Int) -> Run {
      let run = Run.make(capacity: Swift.max(capacity, count))
      withUnsafeMutablePointers { header, elements in
        run.withUnsafeMutablePointers { newHeader, newElements in
          newElements.moveInitialize(from: elements, count: header.pointee.count)
          newHeader.pointee.count = header.pointee.count
        }
        header.pointee.count = 0
      }
      return run
    }

    /// The entries, in order: an array made when first asked for, then the same one.
    var entries: [Entry] {
      withUnsafeMutablePointers { header, elements in
        if let decoded = header.pointee.decoded { return decoded }
        let decoded = Array(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        header.pointee.decoded = decoded
        return decoded
      }
    }

    /// Appends copies of the entries to `list`.
    func appendEntries(to list: inout [Entry]) {
      withUnsafeMutablePointers { header, elements in
        list.append(contentsOf: UnsafeBufferPointer(start: elements, count: header.pointee.count))
      }
    }
  }
}

/// A growable buffer of plain values (nothing to retain or release) in memory it owns.
///
/// Appending is a capacity check and a store: no uniqueness check and no possible copy, as an array's
/// append has. The hit-test recorder appends a few of these per visited view. It is noncopyable, so its
/// memory is freed exactly once: when it goes away (a finished hit-test log's goes with the log).
struct PlainBuffer<Element: BitwiseCopyable>: ~Copyable {
  /// The memory (`nil` until ``reserve(_:)``); the first ``count`` elements are initialised.
  private var base: UnsafeMutablePointer<Element>?
  /// How many elements are stored.
  private(set) var count = 0
  private var capacity = 0

  /// An empty buffer, with no memory yet.
  init() {}

  deinit {
    base?.deallocate()  // plain elements: nothing to deinitialise
  }

  /// Whether the buffer has memory (``reserve(_:)`` or ``append(_:)`` was called).
  var hasMemory: Bool { base != nil }

  /// Gives the buffer memory for at least `minimumCapacity` elements.
  mutating func reserve(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    resize(to: minimumCapacity)
  }

  /// Appends `element`, doubling the memory when it is full.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { resize(to: Swift.max(16, capacity * 2)) }
    appendWithinCapacity(element)
  }

  /// Whether an element can be appended without growing the memory.
  var hasRoom: Bool {
    @inline(__always) get { count < capacity }
  }

  /// Appends `element` where the memory has room for it (``hasRoom``, checked in debug builds only: for a caller
  /// that knows).
  ///
  /// It calls nothing (no growth), so changing a buffer stored in a class this way is an access the compiler can
  /// prove overlaps no other: it checks none at run time, and the buffer need not be moved out and back.
  @inline(__always)
  mutating func appendWithinCapacity(_ element: Element) {
    assert(count < capacity, "PlainBuffer is full: \(count) of \(capacity)")
    (base.unsafelyUnwrapped + count).initialize(to: element)
    // Wrapping: the count is below the capacity of memory that was allocated.
    count &+= 1
  }

  /// The element at `index`, which must be less than ``count``.
  subscript(index: Int) -> Element {
    @inline(__always) get {
      precondition(index >= 0 && index < count, "PlainBuffer index \(index) out of range 0..<\(count)")
      return base.unsafelyUnwrapped[index]
    }
    @inline(__always) set {
      precondition(index >= 0 && index < count, "PlainBuffer index \(index) out of range 0..<\(count)")
      base.unsafelyUnwrapped[index] = newValue
    }
  }

  /// The element at `index`, which must be less than ``count`` (checked in debug builds only: for a caller that
  /// knows).
  ///
  /// Addressed in place: changing a field of the element stores that field alone.
  subscript(unchecked index: Int) -> Element {
    @inline(__always) unsafeAddress {
      assert(index >= 0 && index < count, "PlainBuffer index \(index) out of range 0..<\(count)")
      return UnsafePointer(base.unsafelyUnwrapped + index)
    }
    @inline(__always) unsafeMutableAddress {
      assert(index >= 0 && index < count, "PlainBuffer index \(index) out of range 0..<\(count)")
      return base.unsafelyUnwrapped + index
    }
  }

  /// The elements, valid while the buffer keeps its memory and is not changed.
  var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

  /// The address of the last element, which must exist (checked in debug builds only); valid until the memory
  /// moves, which only an append can make it do.
  var lastElementAddress: UnsafeMutablePointer<Element> {
    @inline(__always) get {
      assert(count > 0, "lastElementAddress of an empty PlainBuffer")
      return base.unsafelyUnwrapped + (count - 1)
    }
  }

  /// The last element, if any.
  var last: Element? { count == 0 ? nil : base.unsafelyUnwrapped[count - 1] }

  /// Changes the last element in place; the buffer must not be empty.
  @inline(__always)
  mutating func updateLast(_ body: (inout Element) -> Void) {
    precondition(count > 0, "updateLast() on an empty PlainBuffer")
    body(&base.unsafelyUnwrapped[count - 1])
  }

  /// Removes the last element, if any.
  mutating func removeLast() {
    if count > 0 { count -= 1 }
  }

  /// Removes and returns the last element, if any.
  mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    count -= 1
    return base.unsafelyUnwrapped[count]
  }

  /// Removes every element, keeping the memory.
  mutating func removeAll() {
    count = 0
  }

  @inline(never)
  private mutating func resize(to newCapacity: Int) {
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = grown
    capacity = newCapacity
  }
}

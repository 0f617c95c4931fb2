/// A growable buffer of values of any type in memory it owns, each destroyed with it.
///
/// Appending is a capacity check and a move (no uniqueness check and no possible copy, as an array's append has),
/// and freeing destroys each value by its type's own code, one at a time (an array's storage calls the runtime's
/// generic destroy). It is noncopyable, so each value is destroyed exactly once: the hit-test recorder keeps the
/// subview lists of a traced hit test in one, and hands it to the trace's log.
struct ValueBuffer<Element>: ~Copyable {
  /// The memory (`nil` until the first append or ``reserve(_:)``); the first ``count`` elements are initialised.
  private var base: UnsafeMutablePointer<Element>?
  /// How many elements are stored.
  private(set) var count = 0
  private var capacity = 0

  /// An empty buffer, with no memory yet.
  init() {}

  deinit {
    // Only the test is inlined: an idle buffer (an untraced hit test's) has nothing to free.
    if let base { Self.destroy(base, count: count) }
  }

  /// Destroys the `count` values at `base` and frees the memory.
  @inline(never)
  private static func destroy(_ base: UnsafeMutablePointer<Element>, count: Int) {
    // Moved out and dropped, one at a time: each is destroyed by its type's own code (`deinitialize(count:)` went
    // through the type's value witness).
    for index in 0..<count { _ = (base + index).move() }
    PlainMemory.deallocate(base)
  }

  /// Gives the buffer memory for at least `minimumCapacity` elements.
  mutating func reserve(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    resize(to: minimumCapacity)
  }

  /// Appends `element`, doubling the memory when it is full.
  @inline(__always)
  mutating func append(_ element: consuming Element) {
    if count == capacity { resize(to: Swift.max(8, capacity * 2)) }
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count += 1
  }

  /// The element at `index`, which must be less than ``count``.
  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "ValueBuffer index \(index) out of range 0..<\(count)")
    return base.unsafelyUnwrapped[index]
  }

  @inline(never)
  private mutating func resize(to newCapacity: Int) {
    base = PlainMemory.moving(count, from: base, toCapacity: newCapacity)
    capacity = newCapacity
  }
}

/// Reusable storage for the stroke outline builder: values written and read without the copy-on-write
/// and bounds checks of an array, freed with the builder.
///
/// The builder refills it for every curve (its samples, crossings and pending ends): it grows by doubling
/// and never shrinks, so after the first few pieces nothing is allocated. Reads past ``count`` are a
/// programming error, checked in debug builds only.
struct OutlineScratch<Value: BitwiseCopyable>: ~Copyable {
  private(set) var base: UnsafeMutablePointer<Value>
  private(set) var capacity: Int
  /// How many values are stored, from `base[0]`.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  subscript(index: Int) -> Value {
    get {
      assert(index >= 0 && index < count, "scratch index \(index) out of 0..<\(count)")
      return base[index]
    }
    set {
      assert(index >= 0 && index < count, "scratch index \(index) out of 0..<\(count)")
      base[index] = newValue
    }
  }

  mutating func removeAll() { count = 0 }

  mutating func removeLast() {
    assert(count > 0, "removeLast on an empty scratch")
    count -= 1
  }

  /// Makes room for `total` values in all, so that as many ``appendWithinCapacity(_:)`` calls fit.
  mutating func reserve(_ total: Int) {
    guard total > capacity else { return }
    let grown = UnsafeMutablePointer<Value>.allocate(capacity: max(total, 2 * capacity))
    grown.initialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = max(total, 2 * capacity)
  }

  @inline(__always)
  mutating func append(_ value: Value) {
    if count == capacity { reserve(count + 1) }
    appendWithinCapacity(value)
  }

  /// Appends where ``reserve(_:)`` made room.
  mutating func appendWithinCapacity(_ value: Value) {
    assert(count < capacity, "scratch append beyond the reserved \(capacity)")
    (base + count).initialize(to: value)
    count += 1
  }
}

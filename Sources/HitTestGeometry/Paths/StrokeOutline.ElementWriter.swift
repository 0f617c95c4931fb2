/// Where the stroke outline's elements go: straight into the uninitialized storage of the result's
/// element array, sized from the estimate, so no element is copied as the outline grows.
///
/// The estimate is not a bound (a turn concentrated near a cusp can need more samples), so elements
/// past the storage go to ``overflow``, which the caller appends to the array afterwards.
struct OutlineElementWriter {
  private let base: UnsafeMutablePointer<BezierPath.Element>
  private let capacity: Int
  /// How many elements have been written, in the storage and in the overflow.
  private(set) var count = 0
  /// The elements beyond the storage's capacity, in order.
  private(set) var overflow: [BezierPath.Element] = []

  /// Writes into `storage`, which must have room for at least one element.
  init(into storage: UnsafeMutableBufferPointer<BezierPath.Element>) {
    guard let base = storage.baseAddress else { preconditionFailure("the outline storage has no room") }
    self.base = base
    capacity = storage.count
  }

  /// How many elements are in the storage (the array's initialized count).
  var storedCount: Int { min(count, capacity) }

  @inline(__always)
  mutating func append(_ element: BezierPath.Element) {
    if count < capacity {
      (base + count).initialize(to: element)
    } else {
      overflow.append(element)
    }
    count += 1
  }
}

extension UnsafeMutableBufferPointer where Element: AnyObject {
  /// Stores `objects` from `index` on, one retain each, and returns the index after the last.
  ///
  /// The lists of recognizers kept on the stack during dispatch hold a few objects: a retain each costs less
  /// than `initialize(fromContentsOf:)`, which copies through the runtime's generic array witness.
  func initializeElements(from objects: [Element], at index: Int) -> Int {
    var next = index
    for object in objects {
      initializeElement(at: next, to: object)
      next += 1
    }
    return next
  }

  /// Releases the first `count` elements, one release each (`deinitialize()` destroys them through the runtime's
  /// generic array witness).
  func releaseElements(count: Int) {
    releaseElements(from: 0, to: count)
  }

  /// Releases the elements from `start` up to `end` (excluded), one release each.
  func releaseElements(from start: Int, to end: Int) {
    for index in start..<end { _ = moveElement(from: index) }
  }

  /// Moves the first `count` elements into a new list of exactly that size, leaving them uninitialized here: no
  /// retain or release, where `Array(self[..<count])` retains each and copies through the generic slice copy.
  func moveFirstElements(count: Int) -> [Element] {
    Array(unsafeUninitializedCapacity: count) { list, listCount in
      for index in 0..<count { list.initializeElement(at: index, to: moveElement(from: index)) }
      listCount = count
    }
  }

  /// Calls `body` with each of the first `count` elements in order, unretained: this list holds them (strongly)
  /// for the whole walk, where a `for` loop retains and releases each around its body.
  @inline(__always)
  func forEachUnretained(count: Int, _ body: (Element) -> Void) {
    UnsafeBufferPointer(rebasing: self[..<count]).withMemoryRebound(to: Unmanaged<Element>.self) {
      references in
      for reference in references { reference._withUnsafeGuaranteedRef(body) }
    }
  }
}

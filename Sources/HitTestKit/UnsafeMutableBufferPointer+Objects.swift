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
    for index in 0..<count { _ = moveElement(from: index) }
  }
}

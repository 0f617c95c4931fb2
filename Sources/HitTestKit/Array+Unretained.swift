extension Array where Element: AnyObject {
  /// Calls `body` with each element in order, unretained, until it returns `false`; returns whether it went
  /// through all of them.
  ///
  /// A `for` loop over a list of objects retains and releases each element around the loop body. Here the
  /// list's storage keeps them alive instead, so the storage walked must not change during the walk: call it on
  /// a list only read meanwhile, or on a local copy of one that `body` may change (the copy keeps the storage
  /// as it was). An element kept beyond the walk is retained as it is stored.
  @inline(__always)
  func allSatisfyUnretained(_ body: (Element) -> Bool) -> Bool {
    withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
        for reference in references where !reference._withUnsafeGuaranteedRef(body) { return false }
        return true
      }
    }
  }

  /// Calls `body` with each element in order, unretained (see ``allSatisfyUnretained(_:)``).
  @inline(__always)
  func forEachUnretained(_ body: (Element) -> Void) {
    _ = allSatisfyUnretained { element in
      body(element)
      return true
    }
  }

  /// Whether an element satisfies `predicate`, each passed unretained (see ``allSatisfyUnretained(_:)``).
  @inline(__always)
  func containsUnretained(where predicate: (Element) -> Bool) -> Bool {
    !allSatisfyUnretained { !predicate($0) }
  }

  /// The first element that satisfies `predicate`, each passed unretained (see ``allSatisfyUnretained(_:)``);
  /// the one returned is retained.
  @inline(__always)
  func firstUnretained(where predicate: (Element) -> Bool) -> Element? {
    var found: Element?
    _ = allSatisfyUnretained { element in
      guard predicate(element) else { return true }
      found = element
      return false
    }
    return found
  }
}

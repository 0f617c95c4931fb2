extension Array where Element: AnyObject {
  /// Calls `body` with each element in order, unretained.
  ///
  /// A `for` loop over a list of objects retains and releases each element around the loop body. Here the
  /// list's storage keeps them alive instead, so the storage walked must not change during the walk: call it on
  /// a list only read meanwhile, or on a local copy of one that `body` may change (the copy keeps the storage
  /// as it was). An element kept beyond the walk is retained as it is stored.
  @inline(__always)
  func forEachUnretained(_ body: (Element) -> Void) {
    withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
        for reference in references { reference._withUnsafeGuaranteedRef(body) }
      }
    }
  }

  /// Whether an element satisfies `predicate`, each passed unretained (see ``forEachUnretained(_:)``).
  @inline(__always)
  func containsUnretained(where predicate: (Element) -> Bool) -> Bool {
    withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
        for reference in references where reference._withUnsafeGuaranteedRef(predicate) { return true }
        return false
      }
    }
  }

  /// The first element that satisfies `predicate`, each passed unretained (see ``forEachUnretained(_:)``); the
  /// one returned is retained.
  @inline(__always)
  func firstUnretained(where predicate: (Element) -> Bool) -> Element? {
    withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
        for reference in references where reference._withUnsafeGuaranteedRef(predicate) {
          return reference.takeUnretainedValue()
        }
        return nil
      }
    }
  }
}

extension Array {
  /// Removes every element and keeps the storage for the next gesture, taking them off the end one at a time.
  ///
  /// The recognizers' lists (tracked touches, timers, start locations) hold a few elements and are emptied at every
  /// reset. `removeAll(keepingCapacity: true)` goes through the general `replaceSubrange(_:with:)`, about 150
  /// instructions for a list of one (Documentation/Performance.md, branch `gestcost`); removing the last element is a
  /// few.
  mutating func removeAllKeepingStorage() {
    while popLast() != nil {}
  }

  /// Removes the elements `isRemoved` picks, keeping the others in their order and the storage.
  ///
  /// The elements kept are moved to the front, and the rest taken off the end one at a time: `removeAll(where:)` ends
  /// in the general `replaceSubrange(_:with:)`, about 250 instructions for the gesture environment's short lists.
  mutating func removeAllKeepingStorage(where isRemoved: (Element) -> Bool) {
    var keptCount = 0
    for index in indices where !isRemoved(self[index]) {
      if index != keptCount { swapAt(keptCount, index) }
      keptCount += 1
    }
    while count > keptCount { removeLast() }
  }
}

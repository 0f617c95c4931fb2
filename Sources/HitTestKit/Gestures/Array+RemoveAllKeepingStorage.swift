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
}

import Testing

@testable import HitTestKit

/// The gesture environment's in-place removals (`removeAllKeepingStorage()`, `removeAllKeepingStorage(where:)`) remove
/// what `removeAll` would, keep the rest in order, and keep the storage for the next gesture.
@Suite struct InPlaceRemovalTests {
  @Test("removing every element empties the list and keeps its capacity")
  func removeEverything() {
    var list = [3, 1, 4, 1, 5]
    let capacity = list.capacity
    list.removeAllKeepingStorage()
    #expect(list.isEmpty)
    #expect(list.capacity == capacity)
    var empty: [Int] = []
    empty.removeAllKeepingStorage()
    #expect(empty.isEmpty)
  }

  @Test(
    "removing the picked elements keeps the others in their order, as removeAll(where:) does",
    arguments: [[], [1], [2], [1, 2, 3, 4, 5, 6], [2, 4, 6], [1, 3, 5], [6, 5, 4, 3, 2, 1]])
  func removePicked(elements: [Int]) {
    var inPlace = elements
    inPlace.reserveCapacity(8)
    let capacity = inPlace.capacity
    inPlace.removeAllKeepingStorage { $0 % 2 == 0 }
    var expected = elements
    expected.removeAll { $0 % 2 == 0 }
    #expect(inPlace == expected)
    #expect(inPlace.capacity == capacity)
  }

  @Test("the predicate is asked once about each element, in order")
  func predicateOrder() {
    var list = ["a", "b", "c", "d"]
    var asked: [String] = []
    list.removeAllKeepingStorage { element in
      asked.append(element)
      return element == "b"
    }
    #expect(asked == ["a", "b", "c", "d"])
    #expect(list == ["a", "c", "d"])
  }
}

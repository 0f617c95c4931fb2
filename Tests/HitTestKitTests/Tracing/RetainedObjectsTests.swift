import Testing

@testable import HitTestKit

/// ``RetainedObjects``: each object appended is kept alive until it is released, exactly once.
@Suite struct RetainedObjectsTests {
  private final class Token {}

  @Test("appended objects stay alive while held and are released when the holder goes away")
  func releasedWithHolder() {
    weak var first: Token?
    weak var second: Token?
    do {
      var objects = RetainedObjects<Token>()
      #expect(objects.count == 0)
      do {
        let (a, b) = (Token(), Token())
        (first, second) = (a, b)
        objects.append(a)
        objects.append(b)
        objects.append(a)  // held twice: released twice
      }
      #expect(objects.count == 3)
      #expect(first != nil && second != nil)
      #expect(objects.buffer[0].takeUnretainedValue() === objects.buffer[2].takeUnretainedValue())
      _ = consume objects
    }
    #expect(first == nil && second == nil)
  }

  @Test("releaseAll releases every object and keeps the holder usable, through growth past 16")
  func releaseAllThenReuse() {
    var objects = RetainedObjects<Token>()
    var weakTokens: [() -> Token?] = []
    do {
      for _ in 0..<40 {
        let token = Token()
        weakTokens.append { [weak token] in token }
        objects.append(token)
      }
    }
    #expect(objects.count == 40)
    #expect(weakTokens.allSatisfy { $0() != nil })
    objects.releaseAll()
    #expect(objects.count == 0)
    #expect(weakTokens.allSatisfy { $0() == nil })
    weak var later: Token?
    do {
      let token = Token()
      later = token
      objects.append(token)
    }
    #expect(objects.count == 1 && later != nil)
    objects.releaseAll()
    #expect(later == nil)
  }
}

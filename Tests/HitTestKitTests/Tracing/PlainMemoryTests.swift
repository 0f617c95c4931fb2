import Testing

@testable import HitTestKit

/// ``PlainMemory``: blocks from the C allocator, aligned for the buffers' elements, holding what is written.
@Suite struct PlainMemoryTests {
  @Test("a block holds every element written to it, aligned for its type, until it is freed")
  func holdsElements() {
    let memory = PlainMemory.allocate(SIMD4<Double>.self, capacity: 100)
    #expect(Int(bitPattern: memory) % MemoryLayout<SIMD4<Double>>.alignment == 0)
    for index in 0..<100 { (memory + index).initialize(to: SIMD4(repeating: Double(index))) }
    var sum = 0.0
    for index in 0..<100 { sum += memory[index].w }
    #expect(sum == 4950)
    PlainMemory.deallocate(memory)
  }

  @Test("an empty request still returns a block of its own, which frees cleanly")
  func emptyRequest() {
    let first = PlainMemory.allocate(Int.self, capacity: 0)
    let second = PlainMemory.allocate(Int.self, capacity: 0)
    #expect(first != second)
    PlainMemory.deallocate(first)
    PlainMemory.deallocate(second)
  }

  @Test("growing moves the elements into the larger block, each once, and frees the old one")
  func growing() {
    final class Counted {
      let value: Int
      init(_ value: Int) { self.value = value }
    }
    var memory = PlainMemory.moving(0, from: nil as UnsafeMutablePointer<Counted>?, toCapacity: 2)
    for index in 0..<2 { (memory + index).initialize(to: Counted(index)) }
    memory = PlainMemory.moving(2, from: memory, toCapacity: 8)
    for index in 2..<8 { (memory + index).initialize(to: Counted(index)) }
    #expect((0..<8).map { memory[$0].value } == Array(0..<8))
    // Moved, not copied: the new block holds each object once (a copy would leave a second reference behind).
    #expect((0..<8).allSatisfy { isKnownUniquelyReferenced(&memory[$0]) })
    memory.deinitialize(count: 8)
    PlainMemory.deallocate(memory)
  }
}

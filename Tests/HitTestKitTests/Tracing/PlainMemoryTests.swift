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
}

import Foundation

/// Memory for the tracing buffers, from the C allocator directly.
///
/// `UnsafeMutablePointer.allocate(capacity:)` asks the Swift runtime for memory of "default" alignment, which on
/// Linux it serves through `posix_memalign` (its aligned path), about 45 instructions more than `malloc` for
/// the same block; `malloc` already aligns every block for any type whose alignment is at most 16 bytes
/// (`max_align_t`), which every element the buffers hold has. Memory from here is given back by
/// ``deallocate(_:)`` (`free`), never by the pointer's own `deallocate()`.
enum PlainMemory {
  /// The alignment `malloc` guarantees on the platforms the package supports (`max_align_t`, 16 bytes on 64-bit
  /// Linux and Darwin).
  static let mallocAlignment = 16

  /// Uninitialised memory for `capacity` elements of `type` (at least one byte, so that an empty request still
  /// returns memory of its own).
  ///
  /// - Precondition: `capacity` is not negative, the size does not overflow, and the type's alignment is at most
  ///   ``mallocAlignment``. Running out of memory stops the program, as `allocate(capacity:)` does.
  @inline(__always)
  static func allocate<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
    precondition(
      MemoryLayout<Element>.alignment <= mallocAlignment, "PlainMemory: \(Element.self) needs more alignment")
    let (byteCount, overflow) = MemoryLayout<Element>.stride.multipliedReportingOverflow(by: capacity)
    precondition(capacity >= 0 && !overflow, "PlainMemory: invalid capacity \(capacity)")
    guard let raw = malloc(Swift.max(byteCount, 1)) else {
      fatalError("PlainMemory: out of memory for \(byteCount) bytes")
    }
    return raw.bindMemory(to: Element.self, capacity: capacity)
  }

  /// Memory for `capacity` elements holding the first `count` elements of `memory`, moved (`memory` is given
  /// back); new memory when `memory` is nil. How the tracing buffers grow.
  @inline(__always)
  static func moving<Element>(
    _ count: Int, from memory: UnsafeMutablePointer<Element>?, toCapacity capacity: Int
  ) -> UnsafeMutablePointer<Element> {
    let grown = allocate(Element.self, capacity: capacity)
    if let memory {
      grown.moveInitialize(from: memory, count: count)
      deallocate(memory)
    }
    return grown
  }

  /// Gives back memory from ``allocate(_:capacity:)`` (its elements already deinitialised, or plain).
  @inline(__always)
  static func deallocate<Element>(_ pointer: UnsafeMutablePointer<Element>) {
    free(pointer)
  }
}

/// Objects retained one by one into a ``PlainBuffer`` of unmanaged references; whatever is still here when it goes
/// away is released then.
///
/// Appending an object is a retain and a store (no uniqueness check, as an array's append has), and releasing them
/// all is a loop of releases (no generic destroy of an array's elements). It is noncopyable, so each object is
/// released exactly once: when it goes away, by ``releaseAll()``, or by whoever ``buffer``'s memory is handed to.
struct RetainedObjects<Object: AnyObject>: ~Copyable {
  /// The objects, each retained once by this value.
  var buffer = PlainBuffer<Unmanaged<Object>>()

  /// None yet, with no memory.
  init() {}

  deinit {
    for object in buffer.elements { object.release() }
  }

  /// How many objects are held.
  var count: Int { buffer.count }

  /// Retains `object` and keeps it.
  @inline(__always)
  mutating func append(_ object: Object) {
    let unmanaged = Unmanaged.passUnretained(object)
    buffer.append(unmanaged)
    // Retained after the append (which may call out to grow the buffer), so that a caller giving up its own
    // reference right after sees its release and this retain cancel.
    _ = unmanaged.retain()
  }

  /// Releases every object, keeping the memory.
  mutating func releaseAll() {
    for object in buffer.elements { object.release() }
    buffer.removeAll()
  }
}

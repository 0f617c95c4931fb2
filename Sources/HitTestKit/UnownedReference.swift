/// A reference that neither owns its object nor is weak, kept in a list by another object, for references
/// that are hot during dispatch: a control tracking a touch (`Touch.addTrackingControl(_:)`).
///
/// Not weak: a weak reference gives its object a side table, which makes every retain and release of that
/// object take the runtime's slow path (about 5% of an untraced tap's instructions for the one recognizer
/// another requires to fail). Not strong: the objects may refer to each other, and neither end owns the
/// other. It is safe because every such list is kept in step on both sides and each side's deinit removes the
/// reference from the other's: a reference never outlives its object, as the weak one it replaces was cleared
/// when its object went away.
struct UnownedReference<Object: AnyObject> {
  unowned(unsafe) let object: Object
  init(_ object: Object) { self.object = object }
}

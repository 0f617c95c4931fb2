extension View {
  /// The name of a view nobody named (see ``name``): `View#2` once it has been added to a superview, `view`
  /// before.
  ///
  /// Worked out once, and again only when the view is numbered.
  var defaultName: String {
    if !hasExplicitName, let storedName { return storedName }
    let typeName = String(describing: type(of: self))
    let name =
      defaultNameNumber == 0
      ? typeName.prefix(1).lowercased() + typeName.dropFirst() : "\(typeName)#\(defaultNameNumber)"
    if !hasExplicitName { storedName = name }
    return name
  }

  /// Gives `subview` its number, the next one of its class here, when this is its first superview.
  func assignDefaultNameNumber(to subview: View) {
    guard subview.defaultNameNumber == 0 else { return }
    let values = seldomSetValuesMadeIfNeeded
    let number = values.subviewNumbersByClass[ObjectIdentifier(type(of: subview)), default: 0] &+ 1
    values.subviewNumbersByClass[ObjectIdentifier(type(of: subview))] = number
    subview.defaultNameNumber = number
    if !subview.hasExplicitName { subview.storedName = nil }
  }
}

extension View {
  /// The name of a view nobody named (see ``name``): `View#2` once it has been added to a superview, `view`
  /// before; a scroll view inside another scroll view is qualified with that one's name, `feed/ScrollView#1`.
  ///
  /// Worked out once, and again only when the view is numbered.
  var defaultName: String {
    if !hasExplicitName, let storedName { return storedName }
    let typeName = String(describing: type(of: self))
    let name =
      defaultNameNumber == 0
      ? typeName.prefix(1).lowercased() + typeName.dropFirst()
      : defaultNameQualifier().map { "\($0)/\(typeName)#\(defaultNameNumber)" }
        ?? "\(typeName)#\(defaultNameNumber)"
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
    guard !subview.hasExplicitName, let oldName = subview.storedName else { return }
    // A default name already worked out (a scroll view names its recognizers after it) is worked out again.
    subview.storedName = nil
    subview.nameDidChange(from: oldName)
  }
}

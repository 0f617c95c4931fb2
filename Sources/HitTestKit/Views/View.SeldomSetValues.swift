extension View {
  /// The values most views never set, kept in one object made when the first of them is set, so that a plain
  /// view stores one reference for them all (a plain `View` is at most 256 bytes; see
  /// `Documentation/Performance.md`).
  final class SeldomSetValues {
    /// The view controller whose root view this is, if any (``View/owningViewController``).
    weak var owningViewController: ViewController?
    /// The layer's corner radius (``Layer/cornerRadius``); drawing only.
    var cornerRadius: CGFloat = 0
    /// The layer's border width (``Layer/borderWidth``); drawing only.
    var borderWidth: CGFloat = 0
    /// How many views of each class had this view as their first superview: the last number given to that class.
    var subviewNumbersByClass: [ObjectIdentifier: Int32] = [:]
  }

  /// The seldom-set values, made now if the view had none.
  var seldomSetValuesMadeIfNeeded: SeldomSetValues {
    if let seldomSetValues { return seldomSetValues }
    let values = SeldomSetValues()
    seldomSetValues = values
    return values
  }

  /// The view controller whose root view this is, if any; it comes next in the responder chain.
  var owningViewController: ViewController? {
    get { seldomSetValues?.owningViewController }
    set {
      guard newValue != nil || seldomSetValues != nil else { return }
      seldomSetValuesMadeIfNeeded.owningViewController = newValue
    }
  }
}

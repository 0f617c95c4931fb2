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
    /// The background colour (``View/backgroundColor``); drawing only.
    var backgroundColor: Color?
    /// The tint colour set on this view, `nil` to inherit (``View/tintColor``); drawing only.
    var tintColor: Color?
    /// The layer's border colour (``Layer/borderColor``); drawing only.
    var borderColor: CGColor?
    /// The layer's shadow: colour, opacity, offset and blur radius (``Layer/shadowColor`` …); drawing only.
    var shadow = Shadow()
    /// The app's number for the view (``View/tag``).
    var tag = 0
    /// How many views of each class had this view as their first superview: the last number given to that class.
    var subviewNumbersByClass: [ObjectIdentifier: Int32] = [:]
    /// The subview lists as they were before each change made while a hit test was walking them, with the
    /// change count they had (``View/isSearchingSubviews``); dropped when the outermost search of the view ends.
    var subviewListsKeptForSearches: [(changeCount: UInt, list: SubviewList)] = []
  }

  /// A layer's shadow, with Core Animation's defaults: black, transparent, 3 pt up, 3 pt blur.
  struct Shadow {
    var color: CGColor? = Color.black.cgColor
    var opacity: Float = 0
    var offset = CGSize(width: 0, height: -3)
    var radius: CGFloat = 3
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

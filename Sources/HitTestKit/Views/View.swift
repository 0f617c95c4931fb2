/// A rectangular area of the screen that can be hit-tested and receive touches, as UIKit's `UIView`.
///
/// A view's geometry follows UIKit: ``bounds`` is its own coordinate space (its origin is the coordinate
/// shown at the top-left corner, which is how a scroll view scrolls its content), ``center`` places it in
/// the superview's coordinates, and ``transform`` is applied about the center. ``frame`` is derived from
/// those three.
///
/// Subclass it as in UIKit: override ``hitTest(_:with:)`` or ``point(inside:with:)`` to change which
/// touches reach it, and the `touches…` methods to handle them.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let button = View(frame: CGRect(x: 20, y: 20, width: 44, height: 44))
/// window.addSubview(button)
/// window.hitTest(CGPoint(x: 30, y: 30), with: nil) === button  // true
/// ```
open class View: Responder, CustomStringConvertible {
  /// The view's position: where its bounds' center sits in the superview's coordinate space.
  ///
  /// Animatable: set inside a ``animate(withDuration:delay:options:animations:completion:)`` block, it takes the
  /// new value at once and the layer's ``Layer/presentation()`` moves there on the clock (so do ``bounds``,
  /// ``transform`` and ``alpha``).
  open var center: CGPoint {
    get { hitTestInputs.center }
    set { setCenterByDefault(newValue) }
  }

  /// The view's rectangle in its superview's coordinates, derived from center, bounds size and transform.
  ///
  /// With the identity transform it is `center − size / 2` by `bounds.size` (UIKit's rule). With another
  /// transform Apple calls the frame undefined; HitTestKit returns what UIKit returns in practice, the
  /// bounding box of the transformed bounds.
  ///
  /// Setting it moves ``center`` to the new rectangle's midpoint and keeps ``bounds``'s origin; an infinite or
  /// NaN coordinate is kept (the view is then not hittable) and never changes the size. The
  /// bounds size becomes the new size when the transform is the identity; under another transform that
  /// maps axes to axes (a scale, possibly with quarter turns) it becomes the size that, transformed, has
  /// the new rectangle's size; under a transform that mixes the axes (a rotation by another angle, a shear)
  /// or that cannot be inverted, the bounds size is left unchanged, since no size would fit.
  ///
  /// Open, as in UIKit, so that a subclass can observe it (`override var frame: CGRect { didSet { … } }`), as it
  /// can ``center``, ``bounds``, ``transform``, ``alpha`` and ``isHidden``. The default hit test reads the stored
  /// values (HitTestKit's decision: a getter that answers something else does not move the touchable area;
  /// override ``point(inside:with:)`` for that).
  open var frame: CGRect {
    get { View.frame(center: center, size: bounds.size, transform: transform) }
    set { setFrameByDefault(newValue) }
  }

  /// The view's own coordinate space; setting the origin scrolls the subviews, setting the size resizes
  /// the view about its center.
  ///
  /// A new size asks for a layout pass (``setNeedsLayout()``), as UIKit's does; a new origin does not.
  open var bounds: CGRect {
    get { hitTestInputs.bounds }
    set { setBoundsByDefault(newValue) }
  }

  /// The transform applied about the center (UIKit's default anchor point, (0.5, 0.5)).
  ///
  /// It changes ``frame`` but neither ``bounds`` nor ``center``. A transform that cannot be inverted
  /// (a scale of 0, NaN entries) makes the view not hittable; see ``hitTest(_:with:)``.
  open var transform: CGAffineTransform {
    willSet { ViewAnimation.Transaction.current?.willChange(self) }
    didSet {
      let inverse = transform.inverse
      hitTestInputs.inverseTransform = inverse ?? .identity
      hitTestInputs.isInvertible = inverse != nil
    }
  }

  /// The opacity, from 0 to 1.
  ///
  /// Below ``View/minimumHittableAlpha`` the view and its subtree are skipped.
  open var alpha: CGFloat {
    get { hitTestInputs.alpha }
    set {
      ViewAnimation.Transaction.current?.willChange(self)
      hitTestInputs.alpha = newValue
    }
  }

  /// Whether the view is hidden; a hidden view and its whole subtree are skipped by hit testing.
  open var isHidden: Bool {
    get { hitTestInputs.isHidden }
    set { hitTestInputs.isHidden = newValue }
  }

  /// Whether the view takes part in touch handling; when false the view and all its subviews are skipped.
  ///
  /// UIKit's default is true for plain views, and false for image views and labels. The default hit test reads
  /// this property, so an override decides it.
  open var isUserInteractionEnabled: Bool {
    get { hitTestInputs.isUserInteractionEnabled }
    set { hitTestInputs.isUserInteractionEnabled = newValue }
  }

  /// Whether the view takes part in a running animation made without `.allowUserInteraction`: the default hit
  /// test then skips it and its subtree (``animate(withDuration:delay:options:animations:completion:)``).
  final var isAnimatingWithoutInteraction: Bool {
    get { hitTestInputs.isAnimatingWithoutInteraction }
    set { hitTestInputs.isAnimatingWithoutInteraction = newValue }
  }

  /// What the default hit test reads, in one value (see ``HitTestInputs``): the storage of ``center``,
  /// ``bounds``, ``alpha``, ``isHidden`` and ``isUserInteractionEnabled``, and the inverse of ``transform``.
  final var hitTestInputs: HitTestInputs

  /// Whether subviews are drawn clipped to the bounds.
  ///
  /// It changes drawing only, never hit testing.
  ///
  /// Visible is not the same as touchable: a subview sticking out of a non-clipping superview is drawn
  /// there, but hit testing never reports a point outside an ancestor's bounds (Apple's `hitTest(_:with:)`
  /// documentation says so), whatever this flag is.
  open var clipsToBounds = false

  /// Whether the view receives more than one touch at a time (UIKit's default: false).
  ///
  /// When false, the view gets only the first touch of a multi-touch sequence; further touches that would
  /// be delivered to it are dropped for it. Gesture recognizers still receive them.
  open var isMultipleTouchEnabled = false

  /// Whether the view claims touches exclusively in its window (UIKit's default: false).
  ///
  /// While an exclusive view tracks a touch, no other view in the window receives touches; a touch that
  /// begins in an exclusive view while other views are tracking touches is not delivered to it.
  open var isExclusiveTouch = false

  // Declared next to the flags above, so they take the padding before the next property instead of growing a view.
  /// Whether ``layoutSubviews()`` is due at the next layout pass (true for a new view, as in UIKit).
  var needsLayout = true
  /// Whether a subview, or a view below one, has a layout due: the pass walks down only where this is true.
  var subtreeNeedsLayout = false
  /// Whether a layout is due in this view or below it.
  var isLayoutDue: Bool { needsLayout || subtreeNeedsLayout }
  /// Whether ``name`` was set: `storedName` then holds it, else the default name once worked out, if it was.
  final var hasExplicitName = false
  /// Whether the default hit test is walking this view's subviews: a change of the subview list then keeps the
  /// list as it was for that search (see ``changeSubviewList(_:)``), which reads it in place and holds no copy.
  final var isSearchingSubviews = false
  /// The view's number among the views of its class added to its first superview; 0 until it has one.
  ///
  /// 32 bits: it fits in the padding after the flags above, and no superview numbers two billion subviews.
  final var defaultNameNumber: Int32 = 0

  /// The explicit name, or the default name once worked out (see `hasExplicitName`), else `nil`.
  final var storedName: String?

  /// The name used in traces and descriptions.
  ///
  /// Set it to something a learner recognises (`"closeButton"`). Until you do, or after you set `nil`, it reads
  /// as the default name: the class name and the view's number among the views of its class added to its first
  /// superview (`"View#2"`: the second `View` added there), kept for good however the hierarchy changes, or the
  /// class name in lower camel case for a view that never had a superview (`"window"`). A HitTestKit decision:
  /// a name that never changes lets a recorded trace read the same for ever.
  public var name: String? {
    get { displayName }
    set {
      let oldName = displayName
      (storedName, hasExplicitName) = (newValue, newValue != nil)
      if displayName != oldName { nameDidChange(from: oldName) }
    }
  }

  /// Called after ``name`` changed what ``displayName`` reads; a scroll view renames its own recognizers.
  func nameDidChange(from oldName: String) {}

  /// What a numbered default name is qualified with, `<qualifier>/View#2`, or `nil` (the default): a scroll view
  /// inside another scroll view is named after it, so that nested scroll views read apart.
  func defaultNameQualifier() -> String? { nil }

  /// The name, never nil: the explicit name or the default one (see ``name``).
  public var displayName: String { hasExplicitName ? storedName ?? "" : defaultName }

  /// The superview, or `nil` for the root of a hierarchy.
  ///
  /// The superview owns its subviews, so this reference does not own it: it is `unowned` (safe: reading a freed
  /// view would stop the program rather than read freed memory), and a superview sets it to `nil` in its
  /// subviews as it goes away, so a view that outlives its superview reads `nil`. Only ``addSubview(_:)`` and its
  /// siblings and ``removeFromSuperview()`` set it.
  public internal(set) var superview: View? {
    get { storedSuperview.view }
    set {
      // Swapped in, so that the old reference is let go after the access, which then spans no release.
      var reference = UnownedView(view: newValue)
      swap(&reference, &storedSuperview)
    }
  }
  /// The superview, stored private so that the compiler sees every access and, as the only write is a swap, checks
  /// none at run time (a public stored property of a class is checked at each access: every walk up the hierarchy
  /// paid for it).
  private var storedSuperview = UnownedView(view: nil)

  /// A reference to a view that does not own it, as a value that a swap moves whole.
  private struct UnownedView {
    /// The view; unowned (safe), as ``View/superview`` is.
    unowned var view: View?
  }

  /// The subviews, back to front: the last one is drawn on top and hit-tested first.
  public internal(set) var subviews: [View] {
    get { subviewList.joinedIfReady ?? joinSubviewList() }
    set { changeSubviewList { $0 = SubviewList(newValue) } }
  }

  /// The subviews, as ``SubviewList`` holds them.
  ///
  /// Only ``changeSubviewList(_:)`` changes it (see there why).
  final var subviewList = SubviewList()

  /// How many times `subviews` has changed (wrapping): the default hit test compares it before and after each
  /// subview's search, and only when an override changed the subviews meanwhile does it check whether the
  /// next subview is still there, which keeps that check off the hot path.
  final var subviewsChangeCount: UInt = 0

  /// The gesture recognizers attached to this view, in the order they were added.
  var attachedGestureRecognizers: [GestureRecognizer] = []

  /// The values most views never set (see ``SeldomSetValues``), made when one is first set.
  final var seldomSetValues: SeldomSetValues?

  /// Creates a view with the given frame and an identity transform.
  ///
  /// The frame gives the center (its midpoint) and the bounds size; the bounds origin is zero.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public init(frame: CGRect) {
    hitTestInputs = HitTestInputs(
      center: CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2),
      bounds: CGRect(origin: .zero, size: frame.size))
    transform = .identity
    super.init()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// UIKit's initializer for views loaded from a storyboard or nib; HitTestKit has none, so it returns `nil`.
  ///
  /// It is `required`, as UIKit's is (`NSCoding`), so that the `required init?(coder:)` every UIKit view
  /// subclass declares compiles unchanged, `super.init(coder:)` included. There are no archives to decode a
  /// view from here: the initializer always fails, and code that only ever creates views with
  /// ``init(frame:)`` never reaches it. A subclass that declares a designated initializer must declare
  /// this one too, as in UIKit (`required init?(coder: NSCoder) { fatalError("not used") }`, or
  /// `super.init(coder: coder)`).
  ///
  /// - Parameter coder: An archive; never read.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // A recognizer refers to its view without owning it (see `GestureRecognizer.view`).
    for recognizer in attachedGestureRecognizers { recognizer.view = nil }
    // Releasing the subviews here would free each one inside its superview's deinit: a recursion per level
    // that overflows the stack for a hierarchy a few thousand views deep. Instead the subviews that nothing
    // else holds give their own subviews to a local work list, so every view is freed from this loop.
    var released = subviews
    subviews = []
    for subview in released { subview.superview = nil }
    while var view = released.popLast() {
      guard isKnownUniquelyReferenced(&view) else { continue }
      for subview in view.subviews { subview.superview = nil }
      released += view.subviews
      view.subviews = []
    }
  }

  /// A one-line description: the name and the frame, for example `card (x 10, y 20, w 100, h 50)`.
  open var description: String {
    "\(displayName) \(frame.compactDescription)"
  }

  /// The next responder: the view controller if this is its root view, else the superview (UIKit's rule).
  open override var next: Responder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  /// Returns the farthest descendant of this view (or the view itself) that contains `point`, UIKit's way.
  ///
  /// The default algorithm, as Apple documents it:
  /// 1. return `nil` if the view is hidden, has user interaction disabled, or has an alpha below
  ///    ``minimumHittableAlpha`` (the whole subtree is skipped), or if `point` is not finite;
  /// 2. return `nil` if ``point(inside:with:)`` says no — so a point outside the bounds never reaches a
  ///    subview, even one drawn there because ``clipsToBounds`` is false — or if the view takes part in a
  ///    running ``animate(withDuration:delay:options:animations:completion:)`` made without
  ///    `.allowUserInteraction` (the whole subtree is skipped until it ends; asked after `point(inside:with:)`,
  ///    as in Chameleon's reimplementation, a HitTestKit decision: UIKit does not say);
  /// 3. try the subviews from front (last) to back, converting the point into each; the first non-nil
  ///    result wins; a subview whose transform cannot be inverted (singular, or too large to invert in
  ///    floating point), or whose geometry turns the point into NaN, is not hittable and is passed over
  ///    (a HitTestKit decision: UIKit leaves it undefined);
  /// 4. otherwise return `self`.
  ///
  /// Step 3 walks the subviews as they were when it began (a snapshot), so an override that adds or removes
  /// subviews during the search never disturbs it: a subview added meanwhile is not visited until the next
  /// hit test, and one removed meanwhile from this view is passed over (a touch must not land on a view that
  /// has left the hierarchy; a HitTestKit decision).
  ///
  /// Override it to forward touches elsewhere or to enlarge a touch area; call `super` for the default.
  /// Overrides appear in traces whether or not they call `super`.
  ///
  /// The search recurses once per level, as UIKit's does, so the depth it supports is set by the thread's
  /// stack. Measured with a chain of plain views (Linux, Swift 6): about 1,750 bytes of stack per level in a
  /// debug build and 320 in a release build, traced or not. On an 8 MiB stack (the main thread's default,
  /// and Linux's secondary threads, where Swift Testing runs tests) it supports at least 4,000 levels in
  /// debug and 20,000 in release; on a 512 KiB secondary thread (macOS's default) at least 250 and 1,500.
  /// Deeper chains overflow the stack. Overrides add their own frames. A touch's hit test (made by an
  /// ``Application``) stops instead, with a message naming the depth, below ``maximumTouchDepth`` levels,
  /// the depth a traced tap is supported at in debug and release builds. Rendering a trace,
  /// ``explainMiss(of:at:)`` and deallocating a hierarchy do not recurse, so they handle any depth.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - event: The event that caused the hit test, or `nil`.
  /// - Returns: The hit view, or `nil` if the point is not in this view's touchable area.
  /// - Complexity: O(*n*) in the number of views visited.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    defaultHitTest(point, with: event)
  }

  /// Returns whether `point` is inside this view's touchable area; by default, whether the bounds contain it.
  ///
  /// The default uses `CGRectContainsPoint`'s half-open rule (see `CGRect.halfOpenContains(_:)`): the
  /// minimum edges are inside, the maximum edges outside, and NaN is never inside. Override it to enlarge
  /// or shape the touch area; the default ``hitTest(_:with:)`` asks it before looking at any subview.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - event: The event that caused the check, or `nil`.
  /// - Returns: `true` if `point` is inside the touchable area.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    defaultPointInside(point, with: event)
  }

  /// Lays out the subviews: the layout pass calls it when a layout is due, before the next event's hit test.
  ///
  /// Override it to set your subviews' frames from your bounds, as in UIKit; the default does nothing
  /// (HitTestKit has no Auto Layout or autoresizing). A pass is due after ``setNeedsLayout()``, for a new
  /// view, when the bounds size changes and when a subview is added. The application runs the pass for
  /// every window before it dispatches each touch event, as UIKit's run loop does before the next event, so
  /// frames set here decide the hit test. Call ``layoutIfNeeded()`` to run it now (before calling
  /// ``hitTest(_:with:)`` yourself, for instance).
  open func layoutSubviews() {}

  /// The colour behind the view's content, as UIKit's `backgroundColor` (default `nil`, no background); open, as in
  /// UIKit, so that a subclass can observe it.
  ///
  /// Drawing only: a view with a clear or `nil` background still takes touches; to let touches through, use
  /// ``isUserInteractionEnabled``, ``isHidden``, an alpha under 0.01, or an override of `point(inside:with:)`.
  open var backgroundColor: Color? {
    get { seldomSetValues?.backgroundColor }
    set {
      guard newValue != nil || seldomSetValues != nil else { return }
      seldomSetValuesMadeIfNeeded.backgroundColor = newValue
    }
  }

  /// The colour of the view's tinted content, as UIKit's `tintColor`.
  ///
  /// It is the colour set on the view, else its superview's, else the system blue. Setting `nil` makes the view
  /// inherit again. Drawing only.
  open var tintColor: Color! {
    get {
      var view: View? = self
      while let current = view {
        if let tint = current.seldomSetValues?.tintColor { return tint }
        view = current.superview
      }
      return .systemBlue
    }
    set {
      guard newValue != nil || seldomSetValues != nil else { return }
      seldomSetValuesMadeIfNeeded.tintColor = newValue
    }
  }

  /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: by default the view's current size (UIKit's
  /// documented default), whatever `size` is.
  ///
  /// Override it to size the view to its content; ``sizeToFit()`` asks it. HitTestKit measures no text, so a
  /// ``Label`` or ``Button`` answers its current size too, where UIKit's would measure the title.
  ///
  /// - Parameter size: The size the caller has room for.
  /// - Returns: The size the view would like.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, as UIKit's `sizeToFit()`, keeping the frame's
  /// top-left corner where it is (under a transform other than the identity, the center stays instead).
  ///
  /// The new size changes the area that takes touches, and lays the view out again.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    guard size != bounds.size else { return }
    if transform.isIdentity {
      frame = CGRect(origin: frame.origin, size: size)
    } else {
      bounds.size = size
    }
  }

  /// The size the view's content needs, as UIKit's `intrinsicContentSize`: by default
  /// ``noIntrinsicMetric`` for both dimensions (UIKit's default for a plain view).
  ///
  /// HitTestKit has no Auto Layout, so nothing reads it; it is here so that a view that overrides it compiles and
  /// can be asked.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The value of a dimension with no intrinsic size, as UIKit's `UIView.noIntrinsicMetric`: −1 (UIKit's value).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Tells the layout system that ``intrinsicContentSize`` changed, as UIKit's `invalidateIntrinsicContentSize()`.
  ///
  /// HitTestKit has no Auto Layout, so it changes nothing; a view's own layout runs as before.
  open func invalidateIntrinsicContentSize() {}

  /// Draws the view's content in `rect`, as UIKit's `draw(_:)`.
  ///
  /// HitTestKit draws no content (its pictures show frames and touches), so it never calls this: a view that
  /// overrides it compiles, and its drawing code stays untested here.
  ///
  /// - Parameter rect: The part of the bounds to draw.
  open func draw(_ rect: CGRect) {}

  /// Marks the view's content as needing to be drawn again, as UIKit's `setNeedsDisplay()`; HitTestKit draws no
  /// content, so it changes nothing.
  open func setNeedsDisplay() {}

  /// Called after the view is loaded from a nib or storyboard, as UIKit's `awakeFromNib()`.
  ///
  /// HitTestKit loads no nibs (``init(coder:)`` returns `nil`), so it never calls this, as UIKit never does for a
  /// view made in code. Move what it sets up into the initializer to have it run here.
  open func awakeFromNib() {}

  /// Whether a change of ``bounds``'s origin alone makes the view's layout due: true for a scroll view, whose
  /// scrolling moves its bounds origin (UIKit lays a scroll view out as it scrolls), false for other views.
  var laysOutWhenScrolled: Bool { false }

  /// Whether a recognizer receiving this view's touches may begin (UIKit's `gestureRecognizerShouldBegin`).
  ///
  /// UIKit asks it of the views whose touches the recognizer has — the touched view, not the view the
  /// recognizer is attached to — and only when the recognizer's `cancelsTouchesInView` is true. Returning
  /// false makes the recognizer fail. Controls override it so that their own action wins over a tap
  /// recognizer on an ancestor. Default: true.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: `false` to make the recognizer fail instead; `true` by default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  // MARK: Moving in the hierarchy

  /// Removes the view from its superview; does nothing when it has none.
  ///
  /// A touch that began on this view keeps it as its `view` and keeps being delivered to it, as in UIKit.
  ///
  /// A control in the removed subtree that is tracking a touch cancels tracking (``Control``, reference 7.9).
  ///
  /// - Complexity: Amortized O(1) for a subview at either end of the superview's ``subviews``, otherwise O(*n*)
  ///   in the superview's subviews; plus the depth.
  /// Override it to learn of the removal (call `super`); the view is removed by the default implementation, which
  /// sends ``willMove(toSuperview:)``, ``willMove(toWindow:)``, ``didMoveToWindow()`` and ``didMoveToSuperview()``
  /// as UIKit does.
  open func removeFromSuperview() {
    guard let oldSuperview = superview else { return }
    let notice = HierarchyNotice(moving: self, to: nil)
    notice.willMove()
    defer { notice.didMove() }
    let oldWindow = oldSuperview.window
    if let position = oldSuperview.subviewList.index(of: self) {
      oldSuperview.changeSubviewList { $0.remove(at: position) }
    }
    superview = nil
    oldWindow?.viewDidLeave(self)
  }

  /// Adds a view on top of the other subviews (the end of ``subviews``).
  ///
  /// A view that already has a superview is moved: it is removed from there first, as in UIKit.
  ///
  /// - Parameter view: The view to add; it becomes the frontmost subview.
  /// - Precondition: `view` is not this view or one of its ancestors (a view cannot contain itself).
  open func addSubview(_ view: View) {
    addSubviewByDefault(view)
  }

  /// Inserts a view at an index of ``subviews`` (0 is the back); indexes past the end append.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its index in ``subviews``; 0 is the back.
  /// - Precondition: `view` is not this view or one of its ancestors.
  open func insertSubview(_ view: View, at index: Int) {
    insertSubviewByDefault(view, at: index)
  }

  /// Inserts a view just above `sibling` (drawn over it, hit-tested before it).
  ///
  /// If `sibling` is not a subview of this view, the view is added on top.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - sibling: The subview it goes just above.
  open func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertSubviewByDefault(view, aboveSubview: sibling)
  }

  /// Inserts a view just below `sibling` (drawn under it, hit-tested after it).
  ///
  /// If `sibling` is not a subview of this view, the view is added at the back.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - sibling: The subview it goes just below.
  open func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubviewByDefault(view, belowSubview: sibling)
  }

  /// Moves a subview to the front (the end of ``subviews``); does nothing for a view that is not a subview.
  ///
  /// - Parameter view: The subview to move to the front.
  open func bringSubviewToFront(_ view: View) {
    bringSubviewToFrontByDefault(view)
  }

  /// Moves a subview to the back (the start of ``subviews``); does nothing for a view that is not a subview.
  ///
  /// - Parameter view: The subview to move to the back.
  open func sendSubviewToBack(_ view: View) {
    sendSubviewToBackByDefault(view)
  }

  /// Tells the view that a subview was added, as UIKit's `didAddSubview(_:)`; the default does nothing.
  ///
  /// Sent to the new superview by ``addSubview(_:)`` and its siblings, after the subview's own notices
  /// (``didMoveToSuperview()`` is the subview's last), so ``subviews`` already holds it. A subview reordered within
  /// this view gets none, as for the other notices. The order is HitTestKit's decision: UIKit documents only that the
  /// call follows the addition.
  ///
  /// - Parameter subview: The view just added.
  open func didAddSubview(_ subview: View) {}

  /// Tells the view that a subview is about to be removed, as UIKit's `willRemoveSubview(_:)`; the default does
  /// nothing.
  ///
  /// Sent to the old superview before the subview's own notices (``willMove(toSuperview:)`` is the subview's first),
  /// by ``removeFromSuperview()`` and when the subview is added to another view; ``subviews`` still holds it. The
  /// order is HitTestKit's decision: UIKit documents only that the call comes before the removal.
  ///
  /// - Parameter subview: The view about to leave.
  open func willRemoveSubview(_ subview: View) {}

  /// Tells the view that its superview is about to change to `newSuperview` (`nil` when it is being removed), as
  /// UIKit's `willMove(toSuperview:)`; the default does nothing.
  ///
  /// Sent to the moved view only, before ``willMove(toWindow:)``. A view moved within its own superview (reordered)
  /// gets no notice.
  ///
  /// - Parameter newSuperview: The superview the view is about to have; `nil` when it is being removed.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Tells the view that its superview changed, as UIKit's `didMoveToSuperview()`; the default does nothing.
  ///
  /// Sent to the moved view only, after ``didMoveToWindow()``; ``superview`` is the new one.
  open func didMoveToSuperview() {}

  /// Tells the view that its window is about to change to `newWindow` (`nil` when it leaves every window), as
  /// UIKit's `willMove(toWindow:)`; the default does nothing.
  ///
  /// Sent, as in UIKit, to the moved view and every view below it, each before its subviews, and only when the
  /// window changes.
  ///
  /// - Parameter newWindow: The window the view is about to be in; `nil` when it leaves every window.
  open func willMove(toWindow newWindow: Window?) {}

  /// Tells the view that its window changed, as UIKit's `didMoveToWindow()`; the default does nothing.
  ///
  /// Sent to the moved view and every view below it, and only when the window changed; ``window`` is the new one.
  open func didMoveToWindow() {}
}

extension View {
  /// A view's subviews, back to front, kept so that adding or removing one at either end takes constant time
  /// (amortized), as with UIKit's mutable array, while reading them as one array costs nothing extra once
  /// they are joined.
  ///
  /// Two arrays make the list: `head`, the backmost subviews in reverse order (the backmost is its last
  /// element), then `tail`, the rest in order. Both ends of the list are then ends of an array. Removing the
  /// backmost subview pops the head. When the head is empty, half of a long tail moves into it first, so n
  /// removals from the back move about n subviews in all, where one array would close the gap each time, n²/2
  /// moves. The other end works the same way. ``joined()`` puts everything back into the tail: ``View/subviews``
  /// calls it when the head is not empty, and after that it costs nothing again until the next change at the
  /// back.
  struct SubviewList {
    /// The backmost subviews, in reverse order.
    private var head: [View] = []
    /// The other subviews, in order: every subview once the list is joined.
    private var tail: [View] = []

    /// Below this many subviews in the array being emptied, the arrays are not rebalanced: moving that many
    /// references costs less than a new array.
    private static let rebalancingThreshold = 32

    /// An empty list.
    init() {}

    /// A list of `views`, back to front.
    init(_ views: [View]) {
      tail = views
    }

    /// The number of subviews.
    var count: Int { head.count + tail.count }

    /// Whether there are no subviews.
    var isEmpty: Bool { head.isEmpty && tail.isEmpty }

    /// The subviews as one array when no joining is needed (the head is empty), else `nil`.
    var joinedIfReady: [View]? {
      @inline(__always) get { head.isEmpty ? tail : nil }
    }

    /// Whether the list is held as one array (the head is empty), so that ``joinedSubview(at:)`` reads it.
    var isJoined: Bool {
      @inline(__always) get { head.isEmpty }
    }

    /// The number of subviews of a joined list (see ``isJoined``).
    var joinedCount: Int {
      @inline(__always) get { tail.count }
    }

    /// The subview at `index` (0 is the back) of a joined list (see ``isJoined``): one read of the array, which
    /// is neither copied nor retained.
    @inline(__always)
    func joinedSubview(at index: Int) -> View { tail[index] }

    /// Moves every subview into the tail and returns them, back to front.
    mutating func joined() -> [View] {
      guard !head.isEmpty else { return tail }
      var all: [View] = []
      all.reserveCapacity(count)
      all.append(contentsOf: head.reversed())
      all.append(contentsOf: tail)
      (head, tail) = ([], all)
      return all
    }

    /// The subview at `index` (0 is the back).
    subscript(index: Int) -> View {
      index < head.count ? head[head.count - 1 - index] : tail[index - head.count]
    }

    /// The index of `view`, searched from both ends at once (a view appears once), so a view near either end
    /// is found at once; `nil` when it is not in the list.
    func index(of view: View) -> Int? {
      var low = 0
      var high = count - 1
      while low <= high {
        if self[high] === view { return high }
        if self[low] === view { return low }
        low += 1
        high -= 1
      }
      return nil
    }

    /// Inserts `view` at `index`, which must be in `0...count`.
    mutating func insert(_ view: View, at index: Int) {
      precondition(index >= 0 && index <= count, "SubviewList index \(index) out of range 0...\(count)")
      if index < head.count || (index == 0 && tail.count >= Self.rebalancingThreshold) {
        head.insert(view, at: head.count - index)
      } else {
        tail.insert(view, at: index - head.count)
      }
    }

    /// Removes and returns the subview at `index`, which must be in `0..<count`.
    @discardableResult
    mutating func remove(at index: Int) -> View {
      precondition(index >= 0 && index < count, "SubviewList index \(index) out of range 0..<\(count)")
      if head.isEmpty, tail.count >= Self.rebalancingThreshold, index < tail.count / 2 {
        // Near the back, with nothing in the head: the back half of the tail becomes the head.
        let half = (tail.count + 1) / 2
        head = tail[..<half].reversed()
        tail.removeFirst(half)
      } else if tail.isEmpty, head.count >= Self.rebalancingThreshold, index >= (head.count + 1) / 2 {
        // Near the front, with nothing in the tail: the front half of the head becomes the tail.
        let half = (head.count + 1) / 2
        tail = head[..<half].reversed()
        head.removeFirst(half)
      }
      if index < head.count { return head.remove(at: head.count - 1 - index) }
      return tail.remove(at: index - head.count)
    }
  }
}

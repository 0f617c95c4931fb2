import HitTestKit

/// An independent, deliberately plain reimplementation of UIKit's default hit test, to check `View` against.
///
/// It shares no code with the library's algorithm: it composes each view's full matrix from its own
/// coordinates to the window's, inverts that, and asks directly, for every view in front-to-back order,
/// whether the view and every ancestor are hittable and contain the point. The first such view is the hit.
/// It reads only the views' stored properties (center, bounds, transform, alpha, flags, subviews).
struct ReferenceHitTester {
  /// A 2D affine matrix in the row-vector convention: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  struct Matrix {
    var a, b, c, d, tx, ty: Double

    static let identity = Matrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    static func translation(_ x: Double, _ y: Double) -> Matrix {
      Matrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `self` first, then `next`.
    func then(_ next: Matrix) -> Matrix {
      Matrix(
        a: a * next.a + b * next.c, b: a * next.b + b * next.d,
        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    var inverse: Matrix {
      let det = a * d - b * c
      return Matrix(
        a: d / det, b: -b / det, c: -c / det, d: a / det,
        tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      (a * x + c * y + tx, b * x + d * y + ty)
    }
  }

  let views: [View]
  let parents: [Int?]
  /// Each view's matrix from its bounds coordinates to the root's.
  private let toRoot: [Matrix]
  private let rootToLocal: [Matrix]
  /// Whether the view or an ancestor below the root has a transform that cannot be inverted.
  let singularChain: [Bool]
  /// Whether every transform from the root to the view is exact in floating point (see `isExactTransform`).
  let exactChain: [Bool]
  /// Every view index in the order the search meets them: front subtree first, a view after its subviews.
  let searchOrder: [Int]
  private let children: [[Int]]

  init(_ hierarchy: RandomHierarchy) {
    self.init(views: hierarchy.views, parents: hierarchy.parents)
  }

  init(views: [View], parents: [Int?]) {
    self.views = views
    self.parents = parents
    var toRoot: [Matrix] = []
    var singular: [Bool] = []
    var exact: [Bool] = []
    var children = Array(repeating: [Int](), count: views.count)
    for (index, view) in views.enumerated() {
      guard let parent = parents[index] else {
        toRoot.append(.identity)
        singular.append(false)
        exact.append(true)
        continue
      }
      children[parent].append(index)
      let t = view.transform
      let own = Matrix(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
      let toParent = Matrix.translation(
        -view.bounds.origin.x - view.bounds.size.width / 2,
        -view.bounds.origin.y - view.bounds.size.height / 2
      ).then(own).then(.translation(view.center.x, view.center.y))
      toRoot.append(toParent.then(toRoot[parent]))
      singular.append(singular[parent] || own.a * own.d - own.b * own.c == 0)
      exact.append(exact[parent] && Self.isExactTransform(t))
    }
    self.toRoot = toRoot
    self.rootToLocal = toRoot.map(\.inverse)
    self.singularChain = singular
    self.exactChain = exact
    self.children = children
    var order: [Int] = []
    func visit(_ index: Int) {
      for child in children[index].reversed() { visit(child) }
      order.append(index)
    }
    visit(0)
    self.searchOrder = order
  }

  /// Identity, translations and scales by ±½, ±1, ±2: with coordinates on multiples of 0.5, both this
  /// tester and the library compute such chains exactly, so points on edges can be compared too.
  static func isExactTransform(_ t: CGAffineTransform) -> Bool {
    let exactScales: Set<CGFloat> = [0.5, 1, 2, -0.5, -1, -2]
    return t.b == 0 && t.c == 0 && exactScales.contains(t.a) && exactScales.contains(t.d)
  }

  /// The point in view `index`'s bounds coordinates, from the root's.
  func local(_ point: CGPoint, in index: Int) -> (x: Double, y: Double) {
    rootToLocal[index].apply(point.x, point.y)
  }

  /// The root-coordinates image of a point in view `index`'s bounds coordinates.
  func rootPoint(_ x: Double, _ y: Double, from index: Int) -> CGPoint {
    let p = toRoot[index].apply(x, y)
    return CGPoint(x: p.x, y: p.y)
  }

  /// Whether the default hit test may look inside this view at all (its own flags and alpha).
  func isOpen(_ index: Int) -> Bool {
    let view = views[index]
    return !view.isHidden && view.isUserInteractionEnabled && view.alpha >= 0.01 && !singularChain[index]
  }

  /// Whether the view's bounds contain the point half-open: `min ≤ p < max` on both axes.
  func contains(_ index: Int, _ point: CGPoint) -> Bool {
    let bounds = views[index].bounds.standardized
    let p = local(point, in: index)
    return bounds.minX <= p.x && p.x < bounds.maxX && bounds.minY <= p.y && p.y < bounds.maxY
  }

  /// Whether the view's hit test returns something: it and every ancestor are open and contain the point.
  func isReachable(_ index: Int, _ point: CGPoint) -> Bool {
    var current: Int? = index
    while let view = current {
      guard isOpen(view), contains(view, point) else { return false }
      current = parents[view]
    }
    return true
  }

  /// The hit view: the first reachable view in search order.
  func hitTest(_ point: CGPoint) -> View? {
    searchOrder.first { isReachable($0, point) }.map { views[$0] }
  }

  /// How many views' `hitTest(_:with:)` the default search calls: the root, then, inside each view it
  /// enters (the chain from the root to the hit), its subviews front to back up to the first one that
  /// returns a view (singular ones are passed over without a call).
  func visitCount(_ point: CGPoint) -> Int {
    guard let hit = searchOrder.first(where: { isReachable($0, point) }) else { return 1 }
    var count = 1
    for index in sequence(first: hit, next: { parents[$0] }) {
      for child in children[index].reversed() where !singularChain[child] {
        count += 1
        if isReachable(child, point) { break }
      }
    }
    return count
  }

  /// Whether the point lies within `tolerance` of an edge line of any view whose chain is computed with
  /// rounding: there the library and this tester may round to different sides, and both are right.
  func isAmbiguous(_ point: CGPoint, tolerance: Double = 1e-9) -> Bool {
    for index in views.indices where !singularChain[index] && !exactChain[index] {
      let bounds = views[index].bounds.standardized
      let p = local(point, in: index)
      let distances = [p.x - bounds.minX, p.x - bounds.maxX, p.y - bounds.minY, p.y - bounds.maxY]
      if distances.contains(where: { abs($0) < tolerance }) { return true }
    }
    return false
  }
}

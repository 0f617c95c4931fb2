import HitTestKit
import SeededRandomness

/// A random view hierarchy for differential tests: a window and its views, in creation (pre-)order.
///
/// Geometry is drawn so that most points land on something: children sit around their parent's bounds,
/// with bounds origins, transforms (rotation, scale with flips, translation, mixtures, and now and then a
/// singular one), alphas around the 0.01 threshold, hidden and interaction-disabled views.
struct RandomHierarchy {
  let window: Window
  /// Every view, the window first; a view's parent always comes before it.
  let views: [View]
  /// `parents[i]` is the index of `views[i]`'s superview; `nil` for the window.
  let parents: [Int?]

  init(using random: inout SplitMix64, viewCounts: ClosedRange<Int> = 4...40) {
    let viewCount = Int.random(in: viewCounts, using: &random)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.name = "window"
    if random.chance(0.2) {
      window.bounds.origin = CGPoint(x: random.half(in: -40...40), y: random.half(in: -40...40))
    }
    var views: [View] = [window]
    var parents: [Int?] = [nil]
    var depths = [0]
    for index in 1..<max(viewCount, 2) {
      var parent = Int.random(in: 0..<views.count, using: &random)
      while depths[parent] >= 6 { parent = parents[parent]! }
      let view = Self.randomView(in: views[parent], using: &random)
      view.name = "v\(index)"
      views[parent].addSubview(view)
      views.append(view)
      parents.append(parent)
      depths.append(depths[parent] + 1)
    }
    self.window = window
    self.views = views
    self.parents = parents
  }

  private static func randomView(in parent: View, using random: inout SplitMix64) -> View {
    let area = parent.bounds
    let width = random.chance(0.03) ? 0 : random.half(in: 4...Double(max(area.width, 40)))
    let height = random.chance(0.03) ? 0 : random.half(in: 4...Double(max(area.height, 40)))
    let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    // Mostly inside the parent; now and then sticking out of it.
    let spread = random.chance(0.7) ? 0.1...0.9 : -0.2...1.2
    let x = Double(area.minX) + Double.random(in: spread, using: &random) * Double(area.width)
    let y = Double(area.minY) + Double.random(in: spread, using: &random) * Double(area.height)
    view.center = CGPoint(x: (x * 2).rounded() / 2, y: (y * 2).rounded() / 2)
    if random.chance(0.3) {
      view.bounds.origin = CGPoint(x: random.half(in: -50...50), y: random.half(in: -50...50))
    }
    view.transform = randomTransform(using: &random)
    let alphas: [CGFloat] = [1, 1, 1, 1, 1, 1, 1, 1, 0.5, 0.01, 0.0099, 0]
    view.alpha = alphas[Int.random(in: 0..<alphas.count, using: &random)]
    view.isHidden = random.chance(0.04)
    view.isUserInteractionEnabled = !random.chance(0.04)
    return view
  }

  private static func randomTransform(using random: inout SplitMix64) -> CGAffineTransform {
    let roll = Double.random(in: 0..<1, using: &random)
    let angle = CGFloat(Double.random(in: -Double.pi...Double.pi, using: &random))
    let scaleX = CGFloat(Double.random(in: 0.25...3, using: &random)) * (random.chance(0.2) ? -1 : 1)
    let scaleY = CGFloat(Double.random(in: 0.25...3, using: &random))
    let shift = (x: random.half(in: -30...30), y: random.half(in: -30...30))
    switch roll {
    case ..<0.45: return .identity
    case ..<0.60: return CGAffineTransform(rotationAngle: angle)
    case ..<0.70: return CGAffineTransform(scaleX: scaleX, y: scaleY)
    case ..<0.75:
      return CGAffineTransform(scaleX: [2, 0.5, -1, -2][Int.random(in: 0..<4, using: &random)], y: 2)
    case ..<0.85: return CGAffineTransform(translationX: shift.x, y: shift.y)
    case ..<0.97:
      return CGAffineTransform(translationX: shift.x, y: shift.y).rotated(by: angle).scaledBy(
        x: scaleX, y: scaleY)
    default:
      let singular: [CGAffineTransform] = [
        CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 2, y: 0),
        CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 0),
        CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
      ]
      return singular[Int.random(in: 0..<singular.count, using: &random)]
    }
  }
}

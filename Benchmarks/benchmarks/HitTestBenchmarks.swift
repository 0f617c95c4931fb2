import HitTestKit
import SeededRandomness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  import CMalloc
#endif

// Hit-test throughput on three shapes of hierarchy, with and without tracing, against a baseline that
// runs the same algorithm on the same geometry flattened into plain arrays; then the memory of a View.

/// Runs every hit-test benchmark and prints its figures.
func runHitTestBenchmarks() {
  var random = SplitMix64(seed: 2_024)
  let scenarios = [
    HitTestScenario.randomTree(viewCount: 10_000, maximumDepth: 6, using: &random),
    HitTestScenario.chain(depth: 1_000, using: &random),
    HitTestScenario.wide(subviewCount: 10_000, using: &random),
  ]
  var ratios: [(String, Samples)] = []
  for scenario in scenarios {
    ratios.append((scenario.name, scenario.measure()))
  }
  section("Hit testing: View with tracing off against the flat-array baseline (goal: within 2×)")
  for (name, ratio) in ratios {
    report("\(name): View / baseline", ratio, "×")
  }
  measureViewMemory()
}

/// One hierarchy and the points to hit-test in it, with its flattened copy for the baseline.
struct HitTestScenario {
  let name: String
  let window: Window
  let points: [CGPoint]

  /// A random tree: each view gets 0 to 9 children until `viewCount`, no deeper than `maximumDepth`;
  /// a third of the views are rotated, scaled or translated.
  static func randomTree(viewCount: Int, maximumDepth: Int, using random: inout SplitMix64) -> Self {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var frontier: [(view: View, depth: Int)] = [(window, 0)]
    var count = 1
    var next = 0
    while count < viewCount {
      if next == frontier.count { next = 0 }
      let (parent, depth) = frontier[next]
      next += 1
      guard depth < maximumDepth else { continue }
      for _ in 0..<random.integer(below: 10) where count < viewCount {
        let size = parent.bounds.size
        let width = random.unit() * Double(size.width) * 0.6 + 4
        let height = random.unit() * Double(size.height) * 0.6 + 4
        let child = View(
          frame: CGRect(
            x: random.unit() * (Double(size.width) - width),
            y: random.unit() * (Double(size.height) - height),
            width: width, height: height))
        switch random.integer(below: 6) {
        case 0: child.transform = CGAffineTransform(rotationAngle: random.unit() * 6.28)
        case 1: child.transform = CGAffineTransform(scaleX: 0.5 + random.unit(), y: 0.5 + random.unit())
        case 2: child.transform = CGAffineTransform(translationX: random.unit() * 10, y: random.unit() * 10)
        default: break
        }
        parent.addSubview(child)
        frontier.append((child, depth + 1))
        count += 1
      }
    }
    return Self(name: "random tree, \(viewCount) views", window: window, points: randomPoints(using: &random))
  }

  /// A chain of views, each the only subview of the previous one, all covering the same square.
  static func chain(depth: Int, using random: inout SplitMix64) -> Self {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var parent: View = window
    for _ in 0..<depth {
      let child = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      parent.addSubview(child)
      parent = child
    }
    let points = (0..<64).map { _ in CGPoint(x: random.unit() * 300, y: random.unit() * 300) }
    return Self(name: "chain, \(depth) deep", window: window, points: points)
  }

  /// One view with many small subviews scattered over the window.
  static func wide(subviewCount: Int, using random: inout SplitMix64) -> Self {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    for _ in 0..<subviewCount {
      container.addSubview(
        View(frame: CGRect(x: random.unit() * 310, y: random.unit() * 470, width: 10, height: 10)))
    }
    return Self(
      name: "one view with \(subviewCount) subviews", window: window, points: randomPoints(using: &random))
  }

  private static func randomPoints(using random: inout SplitMix64) -> [CGPoint] {
    (0..<64).map { _ in CGPoint(x: random.unit() * 320, y: random.unit() * 480) }
  }

  /// Prints the scenario's figures; returns the paired ratio of View (tracing off) to the baseline.
  func measure() -> Samples {
    section("Hit testing: \(name)")
    let flat = FlatHierarchy(window)
    let visits = points.map { window.hitTestTrace(at: $0).visitedViews.count }
    let visitsPerTest = Double(visits.reduce(0, +)) / Double(points.count)
    let mismatches = zip(points, points.map { window.hitTest($0, with: nil) }).filter { point, hit in
      flat.hitTest(point).map { flat.views[$0] } !== hit
    }
    precondition(mismatches.isEmpty, "the baseline disagrees with View at \(mismatches.count) points")

    let count = Double(points.count)
    let samples = measureInterleaved([
      { for point in points { blackHole(flat.hitTest(point)) } },
      { for point in points { blackHole(window.hitTest(point, with: nil)) } },
      { for point in points { blackHole(window.hitTestTrace(at: point)) } },
    ]).map { $0.scaled(by: count) }
    let (baseline, plain, traced) = (samples[0], samples[1], samples[2])
    report("views visited per hit test", visitsPerTest, "views")
    for (label, perTest) in [("flat-array baseline", baseline), ("View", plain), ("View, traced", traced)] {
      report("\(label): time per hit test", perTest, "ns")
      report("\(label): time per visited view", perTest.scaled(by: visitsPerTest), "ns")
    }
    report("tracing cost (traced / plain)", traced.ratio(to: plain), "×")
    return plain.ratio(to: baseline)
  }
}

/// The baseline: the same geometry in plain arrays, hit-tested by one recursive function.
///
/// It implements exactly the default algorithm (skip hidden, disabled, alpha < 0.01; half-open bounds
/// check; subviews front to back, passing over singular transforms; else the view itself) with none of
/// View's flexibility: no dynamic dispatch, no overrides, no tracing hook, no reference counting.
struct FlatHierarchy {
  let views: [View]
  let parent: [Int]
  let isOpen: [Bool]
  let isInvertible: [Bool]
  let inverse: [CGAffineTransform]
  let center: [CGPoint]
  let bounds: [CGRect]
  /// Children of view `i`, back to front, are `children[childStart[i]..<childStart[i + 1]]`.
  let childStart: [Int]
  let children: [Int]

  init(_ root: View) {
    var views: [View] = []
    var parent: [Int] = []
    var queue: [(View, Int)] = [(root, -1)]
    var head = 0
    // Breadth first, so that each view's children are contiguous.
    while head < queue.count {
      let (view, parentIndex) = queue[head]
      head += 1
      views.append(view)
      parent.append(parentIndex)
      for subview in view.subviews { queue.append((subview, views.count - 1)) }
    }
    var childStart = [0]
    var children: [Int] = []
    var nextChild = 1
    for view in views {
      for _ in view.subviews {
        children.append(nextChild)
        nextChild += 1
      }
      childStart.append(children.count)
    }
    self.views = views
    self.parent = parent
    isOpen = views.map { !$0.isHidden && $0.isUserInteractionEnabled && $0.alpha >= 0.01 }
    isInvertible = views.map { $0.transform.inverse != nil }
    inverse = views.map { $0.transform.inverse ?? .identity }
    center = views.map(\.center)
    bounds = views.map(\.bounds)
    self.childStart = childStart
    self.children = children
  }

  /// The index of the hit view, or `nil`; `point` is in the root's coordinates.
  func hitTest(_ point: CGPoint) -> Int? {
    let index = hit(0, point)
    return index < 0 ? nil : index
  }

  private func hit(_ node: Int, _ point: CGPoint) -> Int {
    guard isOpen[node], point.x.isFinite, point.y.isFinite else { return -1 }
    let box = bounds[node]
    guard box.minX <= point.x, point.x < box.maxX, box.minY <= point.y, point.y < box.maxY else { return -1 }
    var slot = childStart[node + 1]
    while slot > childStart[node] {
      slot -= 1
      let child = children[slot]
      guard isInvertible[child] else { continue }
      let t = inverse[child]
      let size = bounds[child].size
      let origin = bounds[child].origin
      let x = point.x - center[child].x
      let y = point.y - center[child].y
      let local = CGPoint(
        x: t.a * x + t.c * y + t.tx + size.width / 2 + origin.x,
        y: t.b * x + t.d * y + t.ty + size.height / 2 + origin.y)
      let found = hit(child, local)
      if found >= 0 { return found }
    }
    return node
  }
}

/// Bytes of heap per View, from glibc's allocation statistics, and the instance size the runtime records.
private func measureViewMemory() {
  #if os(Linux)
    section("Memory per View")
    let count = 100_000
    var views: [View] = []
    views.reserveCapacity(count)
    let before = mallinfo2().uordblks
    for _ in 0..<count { views.append(View()) }
    let after = mallinfo2().uordblks
    report(
      "heap bytes per plain View (mallinfo2, \(count) views)", Double(after - before) / Double(count), "B")
    report(
      "malloc_usable_size of one View",
      Double(malloc_usable_size(Unmanaged.passUnretained(views[0]).toOpaque())), "B")
    report("instance size in the class metadata", Double(instanceSize(of: View.self)), "B")

    let parentsBefore = mallinfo2().uordblks
    var parents: [View] = []
    parents.reserveCapacity(count)
    for view in views {
      let parent = View()
      parent.addSubview(view)
      parents.append(parent)
    }
    let parentsAfter = mallinfo2().uordblks
    report(
      "heap bytes per View with one subview (weak side table, array)",
      Double(parentsAfter - parentsBefore) / Double(count), "B")
    blackHole(parents)
    blackHole(views)
  #else
    section("Memory per View")
    print("measured with glibc's mallinfo2 on Linux only")
  #endif
}

/// The instance size Swift's class metadata records (without Objective-C interop, as on Linux).
///
/// Class metadata starts with the isa/kind word and the superclass pointer, then the 32-bit class flags,
/// the instance address point and the instance size: the size sits 24 bytes in. A class with one `Int64`
/// must read 24 (a 16-byte object header plus 8), which the assertion checks before trusting the layout.
private func instanceSize(of type: AnyClass) -> Int {
  final class Probe { var value: Int64 = 0 }
  func read(_ type: AnyClass) -> Int {
    Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
  }
  guard read(Probe.self) == 24 else { return -1 }
  return read(type)
}

/// The benchmarks' seeded generator (``SplitMix64``), so every run measures the same hierarchies.
extension SplitMix64 {
  /// An integer in 0..<bound.
  mutating func integer(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

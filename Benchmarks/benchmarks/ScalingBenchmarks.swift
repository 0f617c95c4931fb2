import Foundation
import HitTestKit

// Growth guard: each public operation whose work grows with an input is timed at a size N and at 4N, and the
// growth exponent log(t(4N) / t(N)) / log 4 is printed. Linear work gives 1; every exponent must stay at or under
// 1.2 (over N log N where that is the honest bound: the row says so). A quadratic path gives about 2.
//
// Wall time also grows when 4N no longer fits the caches (tens of thousands of views, each its own heap object):
// a row above 1.2 is checked with instructions, which caches do not change, before it is called quadratic:
//   SCALING_FILTER='siblings added' SCALING_FACTOR=0.25 valgrind --tool=callgrind .build/release/benchmarks scaling
// and again with SCALING_FACTOR=1; the ratio of the two totals is about 4 for linear work, 16 for quadratic.

/// One operation to time at two sizes: `prepare(n)` builds what it needs, untimed, and returns the timed work.
private struct ScalingCase {
  let name: String
  var n: Int
  /// The honest bound the exponent is measured against: `n` (linear) or `n log n`.
  let isNLogN: Bool
  /// Whether the work leaves its state as it found it, so that it can run many times on one preparation.
  var isRepeatable = false
  /// How many fresh timings the best is taken from: more for work of a few milliseconds that cannot repeat, so
  /// that both sizes find a quiet moment on a busy machine.
  var rounds = 5
  let prepare: (Int) -> () -> Void
}

/// The best of `rounds` timings of fresh work from `prepare(n)`, in seconds.
///
/// Work that leaves its state as it found
/// it (`isRepeatable`) runs enough times on one preparation to take at least 20 ms, and the time of one run is
/// reported: a single run of a few hundred microseconds is mostly noise on a shared machine. It runs once untimed
/// first, so that N and 4N are both timed warm: otherwise a run long enough to be timed once (4N) would include
/// what the first run does once (such as joining a trace's runs when it is first read), and a short one (N) would
/// not.
private func bestTime(_ prepare: (Int) -> () -> Void, n: Int, isRepeatable: Bool, rounds: Int = 5) -> Double {
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<rounds {
    let work = prepare(n)
    if isRepeatable { work() }
    var repetitions = 1
    var elapsed = clock.measure { work() }
    while isRepeatable, elapsed < .milliseconds(20), repetitions < 1 << 20 {
      repetitions *= 2
      elapsed = clock.measure { for _ in 0..<repetitions { work() } }
    }
    best = min(best, elapsed.nanoseconds / 1e9 / Double(repetitions))
  }
  return best
}

/// Keeps what timed work built alive until the timing is over, so that freeing it is not timed.
private final class Kept {
  var value: AnyObject?
}

/// Runs on a thread with a 512 MiB stack: the deep-chain rows recurse once per level (hit testing and the
/// responder chain do, as in UIKit).
private func onLargeStack(_ body: @escaping () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let work = UncheckedBox(body)
  let thread = Thread {
    work.value()
    done.signal()
  }
  thread.stackSize = 512 << 20
  thread.start()
  done.wait()
}

/// Hands a closure to another thread, which runs it while this one waits (so nothing runs at the same time).
private final class UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A window with `count` plain subviews side by side.
private func windowWithSiblings(_ count: Int) -> (Window, [View]) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  var siblings: [View] = []
  siblings.reserveCapacity(count)
  for index in 0..<count {
    let view = View(
      frame: CGRect(x: CGFloat(index % 300), y: CGFloat(index / 300 % 400), width: 10, height: 10))
    view.name = "v\(index)"
    siblings.append(view)
    window.addSubview(view)
  }
  return (window, siblings)
}

/// A path of `count` line segments zigzagging across a 1,000 pt square, closed.
private func zigzag(_ count: Int) -> BezierPath {
  var path = BezierPath()
  path.move(to: CGPoint(x: 0, y: 0))
  for index in 1...count {
    path.addLine(to: CGPoint(x: CGFloat(index) * 1_000 / CGFloat(count), y: index % 2 == 0 ? 0 : 1_000))
  }
  path.close()
  return path
}

/// The operations timed, each at a size N where one run takes a few milliseconds in release.
///
/// The animation rows (issue 32, rows 1–4) stay at 2,500–5,000 views, so that 4N views and their animations
/// still fit the caches; their instruction counts (callgrind, N and 4N at a quarter and a sixteenth of these
/// sizes) grow 3.8–3.9 times for 4 times the views.
private func scalingCases() -> [ScalingCase] {
  [
    ScalingCase(name: "drag(steps:), tracing off", n: 50_000, isNLogN: false) { n in
      let app = Application(
        window: Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), isTracing: false)
      return { _ = try? app.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 300, y: 400), steps: n) }
    },
    ScalingCase(name: "drag(steps:), traced", n: 10_000, isNLogN: false) { n in
      let app = Application(window: Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
      return { _ = try? app.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 300, y: 400), steps: n) }
    },
    ScalingCase(name: "fingers down in one event, moved, lifted", n: 1_000, isNLogN: true, isRepeatable: true)
    { n in
      let (window, _) = windowWithSiblings(100)
      let app = Application(window: window, isTracing: false)
      var placements: [Finger: CGPoint] = [:]
      for number in 1...n { placements[Finger(number)] = CGPoint(x: number % 300, y: number / 300 % 400) }
      let fingers = placements.keys.sorted()
      return {
        _ = try? app.touchDown(placements)
        _ = try? app.move([1: CGPoint(x: 2, y: 2)])
        _ = try? app.touchUp(fingers)
      }
    },
    ScalingCase(name: "siblings added, then hit-tested", n: 20_000, isNLogN: false) { n in
      let views = (0..<n).map { View(frame: CGRect(x: $0 % 300, y: $0 / 300 % 400, width: 10, height: 10)) }
      return {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for view in views { window.addSubview(view) }
        blackHole(window.hitTest(CGPoint(x: 319, y: 479), with: nil))
      }
    },
    ScalingCase(name: "siblings removed one by one, front first", n: 20_000, isNLogN: false) { n in
      let (window, siblings) = windowWithSiblings(n)
      return {
        for view in siblings { view.removeFromSuperview() }
        blackHole(window)
      }
    },
    ScalingCase(name: "siblings removed one by one, back first", n: 20_000, isNLogN: false) { n in
      let (window, siblings) = windowWithSiblings(n)
      return {
        for view in siblings.reversed() { view.removeFromSuperview() }
        blackHole(window)
      }
    },
    ScalingCase(name: "views changed in one animate block", n: 5_000, isNLogN: false, rounds: 15) { n in
      let (window, siblings) = windowWithSiblings(n)
      let app = Application(window: window, isTracing: false)
      return {
        View.animate(withDuration: 1, animations: { for view in siblings { view.center.x += 1 } })
        blackHole(app)
      }
    },
    ScalingCase(name: "separate animations, waited to their end", n: 2_500, isNLogN: false, rounds: 15) { n in
      let (window, siblings) = windowWithSiblings(n)
      let app = Application(window: window, isTracing: false)
      return {
        for (index, view) in siblings.enumerated() {
          View.animate(withDuration: 1 + Double(index % 7) / 10, animations: { view.alpha = 0.5 })
        }
        _ = try? app.wait(.seconds(2))
      }
    },
    ScalingCase(name: "animated views removed one by one", n: 5_000, isNLogN: false, rounds: 15) { n in
      let (window, siblings) = windowWithSiblings(n)
      let app = Application(window: window, isTracing: false)
      View.animate(withDuration: 1, animations: { for view in siblings { view.center.x += 1 } })
      return {
        for view in siblings { view.removeFromSuperview() }
        blackHole(app)
      }
    },
    ScalingCase(
      name: "presentation() of each of N animated views", n: 2_500, isNLogN: false, isRepeatable: true,
      rounds: 15
    ) {
      n in
      let (window, siblings) = windowWithSiblings(n)
      let app = Application(window: window, isTracing: false)
      for view in siblings { View.animate(withDuration: 1, animations: { view.alpha = 0.5 }) }
      _ = try? app.wait(.seconds(0.5))
      return {
        for view in siblings { blackHole(view.layer.presentation()) }
        blackHole(app)
      }
    },
    ScalingCase(name: "deep chain built top-down", n: 50_000, isNLogN: false) { n in
      let views = (0..<n).map { _ in View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
      return {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent: View = window
        for view in views {
          parent.addSubview(view)
          parent = view
        }
        blackHole(window)
      }
    },
    ScalingCase(
      name: "traced tap at the bottom of a deep chain (depth)", n: 500, isNLogN: false, isRepeatable: true
    ) { n in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      var parent: View = window
      for _ in 0..<n {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        parent = view
      }
      let app = Application(window: window)
      return { onLargeStack { _ = try? app.tap(at: CGPoint(x: 5, y: 5)) } }
    },
    ScalingCase(name: "trace of N taps rendered", n: 500, isNLogN: false, isRepeatable: true) { n in
      let (window, _) = windowWithSiblings(20)
      let app = Application(window: window)
      for index in 0..<n { _ = try? app.tap(at: CGPoint(x: index % 300, y: 5)) }
      return { blackHole(app.trace.description) }
    },
    ScalingCase(name: "path fill containment (elements)", n: 4_000, isNLogN: false, isRepeatable: true) { n in
      let path = zigzag(n)
      return {
        for y in stride(from: 1.0, to: 1_000, by: 50) { blackHole(path.contains(CGPoint(x: 500.5, y: y))) }
      }
    },
    ScalingCase(name: "path stroke containment (elements)", n: 4_000, isNLogN: false, isRepeatable: true) {
      n in
      let path = zigzag(n)
      return {
        for y in stride(from: 1.0, to: 1_000, by: 50) {
          blackHole(path.strokeContains(CGPoint(x: 500.5, y: y), width: 2))
        }
      }
    },
    ScalingCase(name: "path stroked outline (elements)", n: 5_000, isNLogN: false, isRepeatable: true) { n in
      let path = zigzag(n)
      return {
        blackHole(
          try? path.copy(
            strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10,
            maximumElementCount: 1 << 26))
      }
    },
    ScalingCase(name: "path dashed (elements)", n: 5_000, isNLogN: false, isRepeatable: true) { n in
      let path = zigzag(n)
      return {
        blackHole(try? path.copy(dashingWithPhase: 0, lengths: [7, 3], maximumElementCount: 1 << 26))
      }
    },
    ScalingCase(name: "drag through nested scroll views (depth)", n: 250, isNLogN: false) { n in
      // Issue 32 row 5: every level's pan and content-touch delay sees the touch, so the work is at least
      // linear in the depth; it must not be more.
      let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      var parent: View = window
      for _ in 0..<n {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        parent.addSubview(scrollView)
        parent = scrollView
      }
      let app = Application(window: window, isTracing: false)
      return {
        onLargeStack {
          _ = try? app.drag(
            from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: .milliseconds(100),
            steps: 10)
        }
      }
    },
    ScalingCase(
      name: "PNG decoded (pixels; 4N is twice the side)", n: 256 * 256, isNLogN: false, isRepeatable: true
    ) { n in
      let side = Int(Double(n).squareRoot())
      var rgba = [UInt8](repeating: 0, count: side * side * 4)
      for index in rgba.indices { rgba[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 13) }
      let bytes = BenchmarkPNGEncoder.encode(width: side, height: side, rgba: rgba, compressed: true)
      return { blackHole(try? Image(pngBytes: bytes)) }
    },
  ]
}

/// Times every scaling case at N and 4N and prints the growth exponents; flags any above 1.2.
func runScalingBenchmarks() {
  section("Scaling: time at N and 4N, growth exponent log(t4N / tN) / log 4 (must be ≤ 1.2)")
  print(
    "operation".padding(toLength: 50, withPad: " ", startingAt: 0)
      + "         N       t(N)        4N      t(4N)  exponent")
  var worst = 0.0
  // SCALING_FILTER=text runs only the rows whose name contains it; SCALING_FACTOR=k multiplies every N by k.
  let environment = ProcessInfo.processInfo.environment
  let filter = environment["SCALING_FILTER"] ?? ""
  let factor = environment["SCALING_FACTOR"].flatMap(Double.init) ?? 1
  for var scalingCase in scalingCases() where filter.isEmpty || scalingCase.name.contains(filter) {
    scalingCase.n = max(1, Int(Double(scalingCase.n) * factor))
    let small = bestTime(
      scalingCase.prepare, n: scalingCase.n, isRepeatable: scalingCase.isRepeatable,
      rounds: scalingCase.rounds)
    let large = bestTime(
      scalingCase.prepare, n: 4 * scalingCase.n, isRepeatable: scalingCase.isRepeatable,
      rounds: scalingCase.rounds)
    var exponent = log(large / small) / log(4.0)
    if scalingCase.isNLogN {
      // Over N log N: divide out the log factor's growth.
      let n = Double(scalingCase.n)
      exponent = log(large / small / (log(4 * n) / log(n))) / log(4.0)
    }
    worst = max(worst, exponent)
    let name = scalingCase.name + (scalingCase.isNLogN ? " (over N log N)" : "")
    print(
      name.padding(toLength: 50, withPad: " ", startingAt: 0)
        + String(
          format: "%10d %9.4f s %9d %9.4f s  %8.2f%@", scalingCase.n, small, 4 * scalingCase.n, large,
          exponent,
          exponent > 1.2 ? "  ← above 1.2" : ""))
  }
  print(String(format: "worst exponent: %.2f (%@)", worst, worst <= 1.2 ? "every operation ≤ 1.2" : "FAILED"))
}

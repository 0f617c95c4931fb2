import Foundation
import HitTestKit

/// Times a Taubin fit of 1,000 noisy points against the plain Kåsa fit of the same points.
///
/// The Kåsa fit is the baseline because it does the same two passes (mean, centred moments) and then
/// solves a 2×2 system, so the ratio is the cost of what Taubin adds: input checks, the scatter test,
/// Newton's method on the polynomial and the root-mean-square error pass.
func runCircleFitBenchmarks() {
  section("Circle fit (Taubin, Chernov's Newton method), 1,000 points")
  let points = noisyCirclePoints(count: 1_000)
  let samples = measureInterleaved([
    { blackHole(kasaFit(points)) },
    { blackHole(try? CircleFit(points: points)) },
  ])
  let (kasa, taubin) = (samples[0], samples[1])
  report("CircleFit(points:) of 1,000 points", taubin, "ns/fit")
  report("baseline: Kasa fit of the same points", kasa, "ns/fit")
  report("ratio Taubin / Kasa", taubin.ratio(to: kasa), "×")
}

/// `count` points on a circle of radius 120 around (400, 300), pushed off it by a deterministic ±3.
private func noisyCirclePoints(count: Int) -> [CGPoint] {
  (0..<count).map { i in
    let angle = Double(i) * 2 * .pi / Double(count)
    let wobble = 3 * sin(Double(i) * 12.9898)  // a fixed pseudo-random offset, no generator state
    return CGPoint(x: 400 + (120 + wobble) * cos(angle), y: 300 + (120 + wobble) * sin(angle))
  }
}

/// The Kåsa fit (Kåsa 1976): the circle minimising Σ(‖p − c‖² − r²)², from the same centred moments.
private func kasaFit(_ points: [CGPoint]) -> (center: CGPoint, radius: Double) {
  var meanX = 0.0
  var meanY = 0.0
  for point in points {
    meanX += Double(point.x)
    meanY += Double(point.y)
  }
  let count = Double(points.count)
  meanX /= count
  meanY /= count
  var xx = 0.0
  var yy = 0.0
  var xy = 0.0
  var xz = 0.0
  var yz = 0.0
  for point in points {
    let x = Double(point.x) - meanX
    let y = Double(point.y) - meanY
    let z = x * x + y * y
    xx += x * x
    yy += y * y
    xy += x * y
    xz += x * z
    yz += y * z
  }
  // [xx xy; xy yy]·(a, b) = (xz, yz)/2, by Cramer's rule; the sums' common 1/n cancels except in r².
  let determinant = xx * yy - xy * xy
  let a = (xz * yy - yz * xy) / determinant / 2
  let b = (yz * xx - xz * xy) / determinant / 2
  return (CGPoint(x: a + meanX, y: b + meanY), (a * a + b * b + (xx + yy) / count).squareRoot())
}

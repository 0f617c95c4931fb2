import Foundation

extension CircleFit {
  /// The second, third and fourth moments of points about their mean, as Chernov's Taubin fit uses them.
  ///
  /// With each point centred, x = pₓ − x̄, y = p_y − ȳ and z = x² + y², every moment is a mean over the
  /// points: Mxx = ⟨x²⟩, Myy = ⟨y²⟩, Mxy = ⟨xy⟩, Mxz = ⟨xz⟩, Myz = ⟨yz⟩, Mzz = ⟨z²⟩. Centring first
  /// is what keeps points offset by 10⁶ as accurate as points near the origin.
  struct Moments {
    var meanX = 0.0
    var meanY = 0.0
    var xx = 0.0
    var yy = 0.0
    var xy = 0.0
    var xz = 0.0
    var yz = 0.0
    var zz = 0.0

    /// Accumulates the moments of `points` in two passes: the mean, then the centred sums.
    ///
    /// - Precondition: `points` is not empty and every coordinate is finite (checked by the caller).
    init(_ points: [CGPoint]) {
      assert(!points.isEmpty, "Moments need at least one point")
      for point in points {
        meanX += Double(point.x)
        meanY += Double(point.y)
      }
      let count = Double(points.count)
      meanX /= count
      meanY /= count
      for point in points {
        let x = Double(point.x) - meanX
        let y = Double(point.y) - meanY
        let z = x * x + y * y
        xx += x * x
        yy += y * y
        xy += x * y
        xz += x * z
        yz += y * z
        zz += z * z
      }
      xx /= count
      yy /= count
      xy /= count
      xz /= count
      yz /= count
      zz /= count
    }

    /// Mz = Mxx + Myy, the mean squared distance of the points from their mean.
    var z: Double { xx + yy }

    /// Mxx·Myy − Mxy², the determinant of the centred scatter matrix.
    var covarianceDeterminant: Double { xx * yy - xy * xy }

    /// Whether every moment is a finite number (false once the fourth powers overflow).
    var isFinite: Bool {
      [meanX, meanY, xx, yy, xy, xz, yz, zz].allSatisfy(\.isFinite)
    }

    /// The smallest eigenvalue of the scatter matrix [[Mxx, Mxy], [Mxy, Myy]] over its largest, in [0, 1].
    ///
    /// The smallest is the determinant divided by the largest, which avoids subtracting two nearly equal
    /// numbers. Zero means the points are on a line.
    var eigenvalueRatio: Double {
      let largest = largestEigenvalue
      guard largest > 0 else { return 0 }
      return smallestEigenvalue / largest
    }

    /// The largest eigenvalue of the scatter matrix, Mz/2 + √(((Mxx − Myy)/2)² + Mxy²).
    var largestEigenvalue: Double { z / 2 + hypot((xx - yy) / 2, xy) }

    /// The smallest eigenvalue of the scatter matrix: the mean squared distance of the points from their
    /// best straight line (total least squares), computed as the determinant over the largest eigenvalue.
    var smallestEigenvalue: Double {
      let largest = largestEigenvalue
      guard largest > 0 else { return 0 }
      return max(0, covarianceDeterminant / largest)
    }
  }
}

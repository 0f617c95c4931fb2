extension CircleFit {
  /// Taubin's characteristic polynomial P(x) = A₀ + A₁x + A₂x² + A₃x³, whose smallest non-negative root
  /// gives the fitted circle.
  ///
  /// The coefficients are Chernov's (CircleFitByTaubin, C++ version), from the centred moments with
  /// Mz = Mxx + Myy, Cov = Mxx·Myy − Mxy² and Var_z = Mzz − Mz²:
  ///
  ///     A₃ = 4·Mz
  ///     A₂ = −3·Mz² − Mzz
  ///     A₁ = Var_z·Mz + 4·Cov·Mz − Mxz² − Myz²
  ///     A₀ = Mxz·(Mxz·Myy − Myz·Mxy) + Myz·(Myz·Mxx − Mxz·Mxy) − Var_z·Cov
  ///
  /// The root x is the smallest generalized eigenvalue of Taubin's problem (G. Taubin, IEEE PAMI 13, 1991).
  struct TaubinPolynomial {
    /// Chernov's iteration cap (IterMAX = 99); Newton from 0 normally stops within ten steps.
    static let maximumIterations = 99

    /// How small |P(x)| must be, relative to the sum of the terms' magnitudes, for x to count as a root.
    ///
    /// A root found in double precision leaves a residual near 10⁻¹⁶ of that sum; 10⁻⁸ leaves a wide margin
    /// and still rejects the stalls that Chernov's stopping rule alone would accept.
    static let residualTolerance = 1e-8

    let a0: Double
    let a1: Double
    let a2: Double
    let a3: Double

    /// The polynomial with these coefficients, for tests of the root finder.
    init(a0: Double, a1: Double, a2: Double, a3: Double) {
      (self.a0, self.a1, self.a2, self.a3) = (a0, a1, a2, a3)
    }

    /// The polynomial of points with these centred moments.
    init(_ m: Moments) {
      let mz = m.z
      let covariance = m.covarianceDeterminant
      let varianceZ = m.zz - mz * mz
      a3 = 4 * mz
      a2 = -3 * mz * mz - m.zz
      a1 = varianceZ * mz + 4 * covariance * mz - m.xz * m.xz - m.yz * m.yz
      a0 = m.xz * (m.xz * m.yy - m.yz * m.xy) + m.yz * (m.yz * m.xx - m.xz * m.xy) - varianceZ * covariance
    }

    /// P(x), by Horner's rule.
    func value(at x: Double) -> Double {
      a0 + x * (a1 + x * (a2 + x * a3))
    }

    /// P′(x) = A₁ + 2A₂x + 3A₃x².
    func derivative(at x: Double) -> Double {
      a1 + x * (2 * a2 + 3 * a3 * x)
    }

    /// The root Newton's method reaches from x = 0, stopped by Chernov's rule and then verified.
    ///
    /// Each step is x ← x − P(x)/P′(x). Following Chernov, the iteration stops when a step leaves x
    /// unchanged or non-finite, or when it fails to decrease |P|; that is the floating-point limit.
    /// Chernov then accepts x as it stands; this version also requires that the loop stopped before
    /// ``maximumIterations`` and that |P(x)| ≤ ``residualTolerance`` × (|A₀| + |A₁x| + |A₂x²| + |A₃x³|).
    ///
    /// - Throws: ``CircleFitError/didNotConverge`` when either check fails.
    func newtonRoot() throws(CircleFitError) -> Double {
      var x = 0.0
      var y = a0
      var stopped = false
      for _ in 0..<Self.maximumIterations {
        let next = x - y / derivative(at: x)
        if next == x || !next.isFinite {
          stopped = true
          break
        }
        let nextValue = value(at: next)
        if abs(nextValue) >= abs(y) {
          stopped = true
          break
        }
        (x, y) = (next, nextValue)
      }
      let scale = abs(a0) + abs(a1 * x) + abs(a2 * x * x) + abs(a3 * x * x * x)
      guard stopped, x.isFinite, abs(y) <= Self.residualTolerance * scale else {
        throw .didNotConverge
      }
      return x
    }
  }
}

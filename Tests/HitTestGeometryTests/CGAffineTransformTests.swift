import HitTestGeometry
import Testing

@Suite struct CGAffineTransformTests {
  @Test("a point maps by the row-vector rule x' = a·x + c·y + tx")
  func rowVectorConvention() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 1 + 3 + 5, y: 2 + 4 + 6))
  }

  @Test("scaledBy applies the scale before the existing transform")
  func scaledByOrder() {
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
  }

  @Test("concatenating applies self first, then the argument")
  func concatenationOrder() {
    let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
  }

  @Test("a quarter turn maps the x axis onto the y axis (clockwise on a y-down screen)")
  func rotation() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test("inverse undoes the transform")
  func inverseRoundTrip() throws {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5).translatedBy(x: 4, y: -2)
    let inverse = try #require(t.inverse)
    let p = CGPoint(x: 13, y: -7).applying(t).applying(inverse)
    #expect(abs(p.x - 13) < 1e-9 && abs(p.y + 7) < 1e-9)
  }

  @Test("a singular or non-finite matrix has no inverse, and inverted() returns it unchanged")
  func singular() {
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverse == nil)
    #expect(flat.inverted() == flat)
    #expect(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverse == nil)
    #expect(CGAffineTransform(translationX: .infinity, y: 0).inverse == nil)
  }

  @Test("a rectangle maps to the bounding box of its corners")
  func rectBoundingBox() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(abs(r.width - 10 * 2.0.squareRoot()) < 1e-9)
    #expect(abs(r.minX + 10 / 2.0.squareRoot()) < 1e-9)
  }
}

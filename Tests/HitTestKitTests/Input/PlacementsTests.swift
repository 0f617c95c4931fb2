import Foundation
import Testing

@testable import HitTestKit

/// The fingers of a touch-down, in finger order, the first in place.
@Suite struct PlacementsTests {
  @Test("one placement, several, or none iterate in the order given")
  func iteration() {
    let one = Placements(2, at: CGPoint(x: 1, y: 2))
    #expect(one.count == 1 && one.map(\.key) == [2] && one.map(\.value) == [CGPoint(x: 1, y: 2)])
    let several = Placements([(1, .zero), (3, CGPoint(x: 5, y: 5)), (4, CGPoint(x: 9, y: 9))])
    #expect(several.count == 3 && several.map(\.key) == [1, 3, 4])
    #expect(several.map(\.value) == [.zero, CGPoint(x: 5, y: 5), CGPoint(x: 9, y: 9)])
    let none = Placements([])
    #expect(none.count == 0 && none.map(\.key).isEmpty)
  }
}

/// One finger of the synthetic hand, identified by a number (1 for the first finger).
///
/// A finger's number only names it: fingers need not be numbered in a row, and the lowest-numbered finger of an
/// event comes first where order matters. Input refuses a number outside ``validNumbers`` with
/// ``InputError/invalidFinger(_:)``.
public struct Finger: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The numbers a finger may have: 1 to 1,000,000.
  ///
  /// A HitTestKit decision: fingers count from 1 as people do (0 and negative numbers are mistakes), and the
  /// upper bound is far beyond any screen (an iPad tracks 11 touches) while leaving room for stress tests with
  /// thousands of fingers.
  public static let validNumbers: ClosedRange<Int> = 1...1_000_000

  /// The finger's number.
  public let number: Int

  /// Creates finger number `number`.
  ///
  /// - Parameter number: The finger's number; traces name the finger by it.
  public init(_ number: Int) { self.number = number }

  /// Creates a finger from an integer literal: `touchDown(2, at: p)`.
  ///
  /// - Parameter value: The finger's number.
  public init(integerLiteral value: Int) { self.init(value) }

  /// Orders fingers by number.
  public static func < (lhs: Finger, rhs: Finger) -> Bool { lhs.number < rhs.number }

  /// `finger 1`.
  public var description: String { "finger \(number)" }
}

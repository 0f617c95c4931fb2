import HitTestKit
import SeededRandomness

/// One step of a fuzzed touch sequence, generated before the sequence runs so that it can be replayed with
/// some steps left out (to minimise a failure).
enum FuzzStep: CustomStringConvertible {
  case down([Finger: CGPoint])
  case move([Finger: CGPoint])
  case up([Finger])
  case cancel([Finger])
  case wait(milliseconds: Int)
  /// Changes the hierarchy mid-touch: `kind` picks what (a ``FuzzMutation``), `target` (modulo the count)
  /// which view or recognizer.
  case mutate(kind: Int, target: Int)
  /// Sends the following input to application `index` (modulo their count).
  case switchApplication(Int)

  /// The kinds of `mutate` steps.
  static let mutationKinds = FuzzMutation.allCases.count

  /// The mutation kinds of the first generators (the first cases of ``FuzzMutation``).
  static let firstMutationKinds = 6

  /// A random step: mostly input for fingers 1–4, sometimes a change to the hierarchy.
  ///
  /// With `roundTwo`, `variety` draws the round-two choices (application switches, the later mutation kinds) without
  /// touching `random`, so a seed's steps are otherwise the same as before them.
  static func random(
    using random: inout SplitMix64, in bounds: CGRect, roundTwo: Bool, variety: inout SplitMix64
  ) -> FuzzStep {
    let step = firstGeneratorStep(using: &random, in: bounds)
    guard roundTwo else { return step }
    if variety.chance(0.05) { return .switchApplication(Int.random(in: 0..<3, using: &variety)) }
    if case .mutate(_, let target) = step, variety.chance(0.4) {
      return .mutate(
        kind: Int.random(in: firstMutationKinds..<mutationKinds, using: &variety), target: target)
    }
    return step
  }

  /// A step of the first generators.
  private static func firstGeneratorStep(using random: inout SplitMix64, in bounds: CGRect) -> FuzzStep {
    func fingers() -> [Finger] {
      let first = Int.random(in: 1...4, using: &random)
      return random.chance(0.2) ? [Finger(first), Finger(first % 4 + 1)] : [Finger(first)]
    }
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<5:
      return .down(Dictionary(uniqueKeysWithValues: fingers().map { ($0, random.point(in: bounds)) }))
    case 5..<10:
      return .move(Dictionary(uniqueKeysWithValues: fingers().map { ($0, random.point(in: bounds)) }))
    case 10..<14: return .up(fingers())
    case 14: return .cancel(fingers())
    case 15..<18: return .wait(milliseconds: [0, 50, 100, 200, 400, 600].randomElement(using: &random)!)
    default:
      return .mutate(
        kind: Int.random(in: 0..<firstMutationKinds, using: &random),
        target: Int.random(in: 0..<64, using: &random))
    }
  }

  var description: String {
    func list(_ placements: [Finger: CGPoint]) -> String {
      placements.sorted { $0.key < $1.key }.map { "\($0.key.number): (\($0.value.x), \($0.value.y))" }
        .joined(separator: ", ")
    }
    switch self {
    case .down(let placements): return "down [\(list(placements))]"
    case .move(let placements): return "move [\(list(placements))]"
    case .up(let fingers): return "up \(fingers.map(\.number))"
    case .cancel(let fingers): return "cancel \(fingers.map(\.number))"
    case .wait(let milliseconds): return "wait \(milliseconds) ms"
    case .mutate(let kind, let target): return "mutate \(FuzzMutation.allCases[kind]) target \(target)"
    case .switchApplication(let index): return "switch to application \(index)"
    }
  }
}

extension FuzzScene {
  /// Runs one step, and returns the trace it caused (for the check that recorded traces never change).
  ///
  /// Input that is refused must leave the fingers down as they were.
  func run(_ step: FuzzStep) -> (problem: String?, trace: InteractionTrace?) {
    let application = application
    let before = Set(application.touchesDown.keys)
    let refused: InputError?
    var trace: InteractionTrace?
    do throws(InputError) {
      switch step {
      case .down(let placements): trace = try application.touchDown(placements)
      case .move(let moves): trace = try application.move(moves)
      case .up(let fingers): trace = try application.touchUp(fingers)
      case .cancel(let fingers): trace = try application.cancelTouches(fingers)
      case .wait(let milliseconds): trace = try application.wait(.milliseconds(milliseconds))
      case .mutate(let kind, let target): apply(FuzzMutation.allCases[kind], target: target)
      case .switchApplication(let index): switchApplication(index)
      }
      refused = nil
    } catch {
      refused = error
    }
    if let refused, Set(application.touchesDown.keys) != before {
      return (
        "refused (\(refused)) yet the fingers down changed from \(before) to \(application.touchesDown.keys)",
        nil
      )
    }
    return (nil, trace)
  }
}

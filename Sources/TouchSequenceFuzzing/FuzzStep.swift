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
  /// Changes the hierarchy mid-touch: `kind` picks what, `target` (modulo the count) which view or recognizer.
  case mutate(kind: Int, target: Int)

  /// The kinds of `mutate` steps.
  static let mutationKinds = 6

  /// A random step: mostly input for fingers 1–4, sometimes a change to the hierarchy.
  static func random(using random: inout SplitMix64, in bounds: CGRect) -> FuzzStep {
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
        kind: Int.random(in: 0..<mutationKinds, using: &random),
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
    case .mutate(let kind, let target): return "mutate kind \(kind) target \(target)"
    }
  }
}

extension FuzzScene {
  /// Runs one step.
  ///
  /// Input that is refused must leave the fingers down as they were.
  func run(_ step: FuzzStep) -> String? {
    let before = Set(application.touchesDown.keys)
    let refused: InputError?
    do throws(InputError) {
      switch step {
      case .down(let placements): try application.touchDown(placements)
      case .move(let moves): try application.move(moves)
      case .up(let fingers): try application.touchUp(fingers)
      case .cancel(let fingers): try application.cancelTouches(fingers)
      case .wait(let milliseconds): try application.wait(.milliseconds(milliseconds))
      case .mutate(let kind, let target): mutate(kind: kind, target: target)
      }
      refused = nil
    } catch {
      refused = error
    }
    if let refused, Set(application.touchesDown.keys) != before {
      return
        "refused (\(refused)) yet the fingers down changed from \(before) to \(application.touchesDown.keys)"
    }
    return nil
  }

  private func mutate(kind: Int, target: Int) {
    guard !views.isEmpty else { return }
    let view = views[target % views.count]
    switch kind {
    case 0: view.removeFromSuperview()
    case 1:  // put a view back (or move it) under a view that is not inside it
      let parents = ([window] + views).filter { $0 !== view && !$0.isDescendant(of: view) }
      parents[target % parents.count].addSubview(view)
    case 2: view.isHidden.toggle()
    case 3: view.isUserInteractionEnabled.toggle()
    case 4:
      guard !recognizers.isEmpty else { return }
      let recognizer = recognizers[target % recognizers.count]
      recognizer.isEnabled.toggle()
    default:
      guard !recognizers.isEmpty else { return }
      let recognizer = recognizers[target % recognizers.count]
      if let owner = recognizer.view {
        owner.removeGestureRecognizer(recognizer)
      } else {
        view.addGestureRecognizer(recognizer)
      }
    }
  }
}

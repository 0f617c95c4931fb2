import HitTestKit
import SeededRandomness

// Issue 34: text fields in the scene, with their own generator (so the other draws stay as they were), and the
// focus invariant: at most one first responder per window, and it is in that window.

extension FuzzScene {
  /// Text fields to add to a round-two scene: none to two, at random frames, in random parents.
  static func makeTextFields(seed: UInt64, in windows: [Window], views: [View]) -> [TextField] {
    var random = SplitMix64(seed: seed)
    guard random.chance(0.5) else { return [] }
    var fields: [TextField] = []
    for index in 0..<Int.random(in: 1...2, using: &random) {
      let parent = (windows + views).randomElement(using: &random) ?? windows[0]
      let width = CGFloat(Int.random(in: 40...300, using: &random))
      let frame = CGRect(
        x: CGFloat(Int.random(in: 0...280, using: &random)),
        y: CGFloat(Int.random(in: 0...440, using: &random)),
        width: width, height: 44)
      let field = TextField(frame: frame, placeholder: "field\(index)")
      field.editingTapRecognizer.name = "field\(index).tap"
      if random.chance(0.3) { field.addAction(for: .editingDidEndOnExit) { _ in } }
      parent.addSubview(field)
      fields.append(field)
    }
    return fields
  }

  /// The focus invariant, broken: a window whose first responder is not in it, or two scene views that are
  /// first responder of one window.
  func focusProblem() -> String? {
    for window in windows {
      guard let responder = window.firstResponder as? View else { continue }
      if responder.window !== window {
        return "\(window.displayName)'s first responder \(responder.displayName) is not in that window"
      }
    }
    var claimed: [ObjectIdentifier: String] = [:]
    for view in views + windows where view.isFirstResponder {
      guard let window = view.window else {
        return "\(view.displayName) is first responder outside any window"
      }
      if let other = claimed.updateValue(view.displayName, forKey: ObjectIdentifier(window)) {
        return "two first responders in \(window.displayName): \(other) and \(view.displayName)"
      }
    }
    return nil
  }
}

/// Words the decisions of view animations (``ViewAnimation/Decision``) for the text trace.
enum AnimationDecisionRenderer {
  /// The text after the animated views' names: "animation 1 completion(true)".
  static func text(of decision: ViewAnimation.Decision) -> String {
    switch decision {
    case .timingAdjusted(let duration, let delay, let usedDuration, let usedDelay):
      "duration \(CGFloat(duration).compactDescription) and delay \(CGFloat(delay).compactDescription) "
        + "count as \(CGFloat(usedDuration).compactDescription) and \(CGFloat(usedDelay).compactDescription)"
    case .began(let number, let changes, let duration, let delay, let timing, let allowsUserInteraction):
      "animation \(number) begins, \(timingText(duration: duration, delay: delay, timing: timing)): "
        + changes.map { changes.count == 1 ? changeText($0) : "\($0.view) \(changeText($0))" }.joined(
          separator: "; ")
        + (allowsUserInteraction
          ? "; takes touches (.allowUserInteraction)"
          : "; no touches until it ends (no .allowUserInteraction)")
    case .repeats(let number, let count, let autoreverses):
      "animation \(number) repeats "
        + (count.isInfinite ? "until removed" : "\(CGFloat(count).compactDescription) times")
        + (autoreverses ? ", playing back after each pass (.autoreverse)" : "")
        + (count.isInfinite ? " (.repeat: it never ends by itself)" : ", then shows the block's values")
    case .repeatCountAdjusted(let count, let usedCount):
      "repeat count \(CGFloat(count).compactDescription) counts as \(CGFloat(usedCount).compactDescription)"
    case .shownUnderTouch(let number, let finger, let location, let presentationFrame, let modelFrame):
      "animation \(number) shows it under finger \(finger.number) at \(location.compactDescription) "
        + "(presentation frame \(presentationFrame.compactDescription)), but hit testing uses its model frame "
        + "\(modelFrame.compactDescription), where it will be"
    case .interrupted(let number, let reason, let goesOn):
      "animation \(number) interrupted: \(interruptionText(reason)); "
        + (goesOn ? "it goes on for the other views, then ends with false" : "it ends")
    case .completion(let number, let finished):
      "animation \(number) completion(\(finished))"
    }
  }

  /// The timing: "0.5 s ease-in-out", "0.4 s spring (damping 0.5, velocity 0)", with the delay.
  static func timingText(duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming) -> String {
    let curve =
      switch timing {
      case .curve(.easeInOut): "ease-in-out"
      case .curve(.easeIn): "ease-in"
      case .curve(.easeOut): "ease-out"
      case .curve(.linear): "linear"
      case .spring(let damping, let velocity):
        "spring (damping \(CGFloat(damping).compactDescription), velocity \(CGFloat(velocity).compactDescription))"
      }
    let after = delay > 0 ? " after \(CGFloat(delay).compactDescription) s" : ""
    return "\(CGFloat(duration).compactDescription) s \(curve)\(after)"
  }

  /// What changed in one view: "center (160, 100) → (160, 300), alpha 1 → 0.5".
  static func changeText(_ change: ViewAnimation.Change) -> String {
    let (old, new) = (change.from, change.to)
    var parts: [String] = []
    if old.center != new.center {
      parts.append("center \(old.center.compactDescription) → \(new.center.compactDescription)")
    }
    if old.bounds != new.bounds {
      parts.append("bounds \(old.bounds.compactDescription) → \(new.bounds.compactDescription)")
    }
    if old.transform != new.transform {
      parts.append("transform \(old.transform.compactDescription) → \(new.transform.compactDescription)")
    }
    if old.alpha != new.alpha {
      parts.append("alpha \(old.alpha.compactDescription) → \(new.alpha.compactDescription)")
    }
    return parts.joined(separator: ", ")
  }

  /// Why views left an animation.
  private static func interruptionText(_ reason: ViewAnimation.Interruption) -> String {
    switch reason {
    case .leftWindow(let view): "\(view) left its window"
    case .removeAllAnimations: "layer.removeAllAnimations()"
    }
  }
}

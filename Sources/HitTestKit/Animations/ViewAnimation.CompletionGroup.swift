extension ViewAnimation {
  /// The completion of one `animate` call, shared by the animations the call started (one per application whose
  /// views it changed, and one per repetition ``View/modifyAnimations(withRepeatCount:autoreverses:animations:)``
  /// asked for): it runs once, when the last of them ends, with `true` only when every one ran to its end.
  final class CompletionGroup {
    /// The animations of the call that have not ended yet.
    private var pending: Int
    /// Whether every animation that ended so far ran to its end.
    private var allFinished = true
    /// The completion, until it runs.
    private var completion: ((Bool) -> Void)?

    init(animations: Int, completion: ((Bool) -> Void)?) {
      pending = animations
      self.completion = completion
    }

    /// Whether the group has a completion still to run.
    var hasCompletion: Bool { completion != nil }

    /// One of the animations ended; answers the completion and its argument when it was the last, once.
    func animationEnded(finished: Bool) -> (completion: (Bool) -> Void, finished: Bool)? {
      pending -= 1
      allFinished = allFinished && finished
      guard pending <= 0, let completion else { return nil }
      self.completion = nil
      return (completion, allFinished)
    }
  }
}

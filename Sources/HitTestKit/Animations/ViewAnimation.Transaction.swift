extension ViewAnimation {
  /// The changes an animation block makes, learned while the block runs: for each view, its values before and
  /// after each stretch of the block that changed it.
  ///
  /// The block's scope is a task-local value, so the setters of ``View/center``, ``View/bounds``,
  /// ``View/transform`` and ``View/alpha`` find the transaction of the block running in their own task, and
  /// nothing else: tests running in parallel, each in its own task, never see each other's blocks. (Comparing
  /// snapshots of "every view" before and after would need a list of every view, which nothing keeps; the
  /// task-local names exactly the views the block touched.)
  ///
  /// A block inside a block (a nested `animate`, or ``View/modifyAnimations(withRepeatCount:autoreverses:animations:)``)
  /// closes the outer block's open stretches first: what the outer block changed so far ends there, the inner
  /// block's changes are its own, and a change the outer block makes afterwards starts a new stretch from the
  /// value the inner block left. So every change belongs to exactly one block, as in UIKit, where each set of an
  /// animatable property inside a block adds one animation from the old value to the new.
  ///
  /// `@unchecked Sendable`: a task-local value must be `Sendable`, and this object is only touched by the task
  /// that runs the block. A task started inside the block inherits the value, but could only reach it through a
  /// view, and views cannot be sent to another task.
  final class Transaction: @unchecked Sendable {
    /// The transaction of the animation block running in this task, if any.
    @TaskLocal static var current: Transaction?

    /// One view's values before and after one stretch of the block, and the repetition of that stretch.
    struct Stretch {
      let view: View
      let before: AnimatedValues
      /// Its values when the stretch closed (`nil` while it is open).
      var after: AnimatedValues?
      let repetition: Repetition
    }

    /// The stretches, in the order of their first change.
    private(set) var stretches: [Stretch] = []
    /// The views changed since the last close: each has an open stretch, at the end of ``stretches``.
    private var open: Set<ObjectIdentifier> = []
    /// The repetition of the changes made now (``View/modifyAnimations(withRepeatCount:autoreverses:animations:)``
    /// changes it for its block).
    var repetition: Repetition
    /// The block's duration, timing and options as it animates with them: what a block nested in it inherits
    /// (see ``ViewAnimation/Inheritance``).
    let inheritance: Inheritance

    init(repetition: Repetition, inheritance: Inheritance) {
      self.repetition = repetition
      self.inheritance = inheritance
    }

    /// Notes that `view` is about to change an animatable value (its setters call it before each change).
    ///
    /// - Complexity: O(1) (amortized).
    func willChange(_ view: View) {
      let identity = ObjectIdentifier(view)
      guard open.insert(identity).inserted else { return }
      stretches.append(Stretch(view: view, before: AnimatedValues(of: view), repetition: repetition))
    }

    /// Ends the open stretches at the views' values now: a block inside this one begins, or this one ends.
    ///
    /// The open stretches are those begun since the last close, at the end of ``stretches``: they are closed in
    /// order, reading memory front to back.
    ///
    /// - Complexity: O(*n*) in the views changed since the last close.
    func closeStretches() {
      guard !open.isEmpty else { return }
      for index in stretches.count - open.count..<stretches.count {
        stretches[index].after = AnimatedValues(of: stretches[index].view)
      }
      open.removeAll()
    }
  }
}

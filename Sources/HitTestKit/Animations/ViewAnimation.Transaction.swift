extension ViewAnimation {
  /// The views an animation block changes, learned while the block runs: each view's values before its first
  /// change.
  ///
  /// The block's scope is a task-local value, so the setters of ``View/center``, ``View/bounds``,
  /// ``View/transform`` and ``View/alpha`` find the transaction of the block running in their own task, and
  /// nothing else: tests running in parallel, each in its own task, never see each other's blocks, and a block
  /// inside a block gets a transaction of its own. (Comparing snapshots of "every view" before and after would need
  /// a list of every view, which nothing keeps; the task-local names exactly the views the block touched.)
  ///
  /// `@unchecked Sendable`: a task-local value must be `Sendable`, and this object is only touched by the task
  /// that runs the block. A task started inside the block inherits the value, but could only reach it through a
  /// view, and views cannot be sent to another task.
  final class Transaction: @unchecked Sendable {
    /// The transaction of the animation block running in this task, if any.
    @TaskLocal static var current: Transaction?

    /// The views changed, in the order of their first change, with their values before it.
    private(set) var touched: [(view: View, before: AnimatedValues)] = []

    /// Notes that `view` is about to change an animatable value (its setters call it before each change).
    func willChange(_ view: View) {
      guard !touched.contains(where: { $0.view === view }) else { return }
      touched.append((view, AnimatedValues(of: view)))
    }
  }
}

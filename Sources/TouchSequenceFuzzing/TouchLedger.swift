import HitTestKit

/// What every view was delivered, touch by touch, and the dispatch rules those deliveries broke.
///
/// The rules: a view receives a touch's `touchesBegan` at most once, then only moves, then exactly one
/// `touchesEnded` or `touchesCancelled`, and nothing after it. Only direct deliveries count (the touch's own
/// view); calls passed up the responder chain follow the chain as it is at that moment, which a view removed
/// mid-touch changes.
final class TouchLedger {
  private enum Progress { case began, finished }

  private struct Key: Hashable {
    let view: ObjectIdentifier
    let touch: ObjectIdentifier
  }

  /// The views and touches are kept for the whole sequence, so that no address is reused for another object
  /// under the same key; ``forget()`` lets them go (they hold behaviours that hold this ledger).
  private var progress: [Key: (progress: Progress, view: View, touch: Touch)] = [:]
  /// The rules broken so far, in words.
  private(set) var violations: [String] = []

  /// Records a `touches…` call made to `view`.
  func record(_ phase: Touch.Phase, _ touches: Set<Touch>, to view: View) {
    for touch in touches where touch.view === view {
      let key = Key(view: ObjectIdentifier(view), touch: ObjectIdentifier(touch))
      let name = "\(view.displayName) \(touch.finger)"
      switch (phase, progress[key]?.progress) {
      case (.began, nil): progress[key] = (.began, view, touch)
      case (.began, _): violations.append("\(name): touchesBegan twice")
      case (_, nil): violations.append("\(name): touches \(phase) without touchesBegan")
      case (_, .finished?):
        violations.append("\(name): touches \(phase) after the touch ended or was cancelled")
      case (.ended, .began?), (.cancelled, .began?): progress[key] = (.finished, view, touch)
      case (.moved, .began?), (.stationary, .began?): break
      }
    }
  }

  /// Notes a rule broken that another check found (a list that selected without a lift inside the row).
  func report(_ violation: String) {
    violations.append(violation)
  }

  /// Drops every view and touch, breaking the ledger → view → behaviour → ledger cycle once a scene ends.
  func forget() {
    progress = [:]
  }

  /// Notes every touch a view saw begin that it never saw end or be cancelled.
  func checkEverythingFinished() {
    for entry in progress.values where entry.progress == .began {
      violations.append(
        "\(entry.view.displayName) \(entry.touch.finger): began but never ended or was cancelled")
    }
  }
}

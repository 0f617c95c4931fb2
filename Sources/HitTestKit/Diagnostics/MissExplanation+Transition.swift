extension MissExplanation.Reason {
  /// ``MissExplanation/Reason/transitionRunning(controller:)`` when a transition runs in `window`, else this
  /// reason: touches that begin during a transition are refused whatever the hit test finds.
  func consideringTransition(in window: Window?) -> Self {
    guard let controller = window?.runningTransitions.last else { return self }
    return .transitionRunning(controller: controller)
  }
}

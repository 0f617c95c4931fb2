extension InteractionTrace {
  /// Why a control changed its tracking on its own, outside the touch sequence it tracks.
  public enum ControlNote: Equatable {
    /// It left its window while tracking this finger: tracking was cancelled, as UIKit does.
    case leftWindowWhileTracking(Finger)
  }
}

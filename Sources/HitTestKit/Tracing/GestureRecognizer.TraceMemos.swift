extension GestureRecognizer {
  /// The trace sentences the gesture environment builds about one recognizer, each kept with the parts it was
  /// joined from (see ``TraceText/Memo``): a recognizer usually asks and fails the same way at every tap.
  struct TraceMemos {
    /// `view.gestureRecognizerShouldBegin`, asked of a touched view.
    var shouldBeginQuestion = TraceText.Memo()
    /// `view.gestureRecognizerShouldBegin said no`, the cause of a failure.
    var shouldBeginRefusal = TraceText.Memo()
    /// `delegate shouldReceive finger n`, asked of the delegate, kept for its finger: neither the finger's
    /// name nor the sentence is built again while the same finger is asked about.
    var shouldReceiveQuestion = TraceText.KeyedMemo<Finger>()
    /// `other failed`, the cause of a waiting recognizer's new attempt.
    var resumeCause = TraceText.Memo()
    /// `owner: name`, the name of a timer that calls the recognizer.
    var timerName = TraceText.Memo()
  }
}

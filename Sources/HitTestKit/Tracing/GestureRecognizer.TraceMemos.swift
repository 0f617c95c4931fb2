extension GestureRecognizer {
  /// The trace sentences the gesture environment builds about one recognizer, each kept with the parts it was
  /// joined from (see ``TraceText/Memo``): a recognizer usually asks and fails the same way at every tap.
  struct TraceMemos {
    /// `view.gestureRecognizerShouldBegin`, asked of a touched view.
    var shouldBeginQuestion = TraceText.Memo()
    /// `view.gestureRecognizerShouldBegin said no`, the cause of a failure.
    var shouldBeginRefusal = TraceText.Memo()
    /// `delegate shouldReceive finger n`, asked of the delegate.
    var shouldReceiveQuestion = TraceText.Memo()
    /// `other failed`, the cause of a waiting recognizer's new attempt.
    var resumeCause = TraceText.Memo()
    /// `owner: name`, the name of a timer that calls the recognizer.
    var timerName = TraceText.Memo()
  }
}

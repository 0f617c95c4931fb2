extension ScrollView {
  /// The delegate of a scroll view's pan and pinch: the scroll view's own answers, then a subclass's.
  ///
  /// In UIKit the scroll view is its recognizers' delegate, but `UIScrollView` does not declare that it adopts
  /// `UIGestureRecognizerDelegate`, so a subclass may adopt it and implement, say,
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` without `override`, and UIKit calls it (a
  /// common fix for nested scroll views). Swift would refuse that subclass if `ScrollView` adopted the protocol
  /// itself (a redundant conformance, and methods it would have to override), so this object answers instead:
  ///
  /// - `shouldReceive`: true unless a subclass that adopts the protocol says no;
  /// - `shouldRecognizeSimultaneouslyWith`: true for the scroll view's own pan and pinch together, otherwise
  ///   the subclass's answer (false without one);
  /// - `shouldRequireFailureOf` and `shouldBeRequiredToFailBy`: the subclass's answer (false without one);
  /// - `gestureRecognizerShouldBegin`: the scroll view's ``ScrollView/gestureRecognizerShouldBegin(_:)``, a `View`
  ///   method that a subclass overrides (UIKit asks it of the touched views and of the delegate, so for a touch
  ///   on content it is the delegate's answer that decides whether the pan may scroll).
  final class RecognizerDelegate: GestureRecognizerDelegate {
    /// The scroll view whose recognizers these are (it owns this object).
    unowned let scrollView: ScrollView

    /// Whether the scroll view's class adopts ``GestureRecognizerDelegate``: decided once, as an object's class never
    /// changes (asking the runtime at each question cost about 5,000 instructions per tap on a scroll view).
    private let scrollViewAdoptsDelegate: Bool

    init(scrollView: ScrollView) {
      self.scrollView = scrollView
      scrollViewAdoptsDelegate = type(of: scrollView) is any GestureRecognizerDelegate.Type
    }

    /// The subclass's answers, when the scroll view's class adopts ``GestureRecognizerDelegate``.
    private var subclassDelegate: (any GestureRecognizerDelegate)? {
      scrollViewAdoptsDelegate ? scrollView as? any GestureRecognizerDelegate : nil
    }

    /// The scroll view's answer; when it lets its own pan begin, the trace gets why here, before the pan's
    /// "possible → began" (a reason comes before its effect; asked as the delegate only, so it is said once).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
      let answer = scrollView.gestureRecognizerShouldBegin(gestureRecognizer)
      if answer, gestureRecognizer === scrollView.panGestureRecognizer {
        scrollView.record(scrollView.panAdmission())
      }
      return answer
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
      scrollView.noteSecondFingerWithoutZooming(gestureRecognizer, touch: touch)
      return subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
      scrollView.ownRecognizersRecognizeTogether(gestureRecognizer, otherGestureRecognizer)
        || subclassDelegate?.gestureRecognizer(
          gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
      subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
        ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
      subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
        ?? false
    }
  }
}

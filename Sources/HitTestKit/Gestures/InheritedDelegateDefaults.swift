extension InteractionRecorder {
  /// Records, once per delegate class and method, that a protocol's default answered `method` for `delegate`
  /// although `delegate`'s class inherits the protocol's adoption from a superclass (tracing only).
  ///
  /// Called by the protocols' default methods, the only code that knows that the default is in use: the
  /// subclass's own method of that name, if it declares one, was passed over (issue 31, item 7, and the
  /// "Running your UIKit code" article). The ancestors are found once per class and method, through `Mirror`.
  ///
  /// - Parameters:
  ///   - method: The method the default answered.
  ///   - delegate: The delegate whose witness table holds the default.
  ///   - asker: The recognizer or scroll view that called the delegate.
  func noteDefault(
    _ method: InteractionTrace.DelegateMethod, answeredFor delegate: AnyObject,
    asker: @autoclosure () -> TracedObject
  ) {
    guard isEnabled, checkedDelegateDefaults.insert(DelegateDefaultCheck(delegate, method)).inserted else {
      return
    }
    guard let adopter = adoptingAncestor(of: delegate, method: method) else { return }
    let note = InteractionTrace.InheritedDelegateDefault(
      delegateClass: String(describing: type(of: delegate)), adoptingClass: String(describing: adopter),
      method: method)
    record(.inheritedDelegateDefault(asker: asker(), note))
  }

  /// The topmost superclass of `delegate`'s class that conforms to `method`'s protocol (the class that adopts it),
  /// or `nil` when none does: then the delegate's own class adopts it, and the default is the right answer.
  private func adoptingAncestor(of delegate: AnyObject, method: InteractionTrace.DelegateMethod) -> Any.Type?
  {
    var adopter: Any.Type?
    var ancestor = Mirror(reflecting: delegate).superclassMirror
    while let mirror = ancestor {
      let type = mirror.subjectType
      let conforms =
        method.isGestureRecognizerDelegateMethod
        ? type is any GestureRecognizerDelegate.Type : type is any ScrollViewDelegate.Type
      if conforms { adopter = type }
      ancestor = mirror.superclassMirror
    }
    return adopter
  }
}

/// A delegate class and a method whose default has been checked in one application (see
/// ``InteractionRecorder/noteDefault(_:answeredFor:asker:)``).
struct DelegateDefaultCheck: Hashable {
  let delegateClass: ObjectIdentifier
  let method: InteractionTrace.DelegateMethod

  init(_ delegate: AnyObject, _ method: InteractionTrace.DelegateMethod) {
    delegateClass = ObjectIdentifier(type(of: delegate))
    self.method = method
  }
}

extension GestureRecognizer {
  /// Notes that `delegate`'s protocol default answered `method` for this recognizer (see
  /// ``InteractionRecorder/noteDefault(_:answeredFor:asker:)``); before its first touch is bound, the recorder is
  /// found through its view's window.
  func noteDelegateDefault(_ method: InteractionTrace.DelegateMethod, answeredFor delegate: AnyObject) {
    let recorder = applicationRecorder ?? view?.window?.application?.recorder
    recorder?.noteDefault(method, answeredFor: delegate, asker: TracedObject(self))
  }
}

extension ScrollView {
  /// Notes that `delegate`'s protocol default answered `method` for this scroll view (see
  /// ``InteractionRecorder/noteDefault(_:answeredFor:asker:)``).
  func noteDelegateDefault(_ method: InteractionTrace.DelegateMethod, answeredFor delegate: AnyObject) {
    let recorder = window?.application?.recorder ?? panGestureRecognizer.applicationRecorder
    recorder?.noteDefault(method, answeredFor: delegate, asker: TracedObject(self))
  }
}

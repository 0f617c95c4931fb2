// The first-responder rules (UIKit's `UIResponder` and `UIView.endEditing(_:)`): the only code that writes a window's
// `firstResponder`. The overridable entry points are declared in `Views/Responder.swift`.

extension Responder {
  /// The window whose first responder this responder can be: a view's window, a view controller's view's window.
  var focusWindow: Window? {
    if let view = self as? View { return view.window }
    if let controller = self as? ViewController { return controller.viewIfLoaded?.window }
    return nil
  }

  /// Whether this responder is `view` or inside it (a view controller by its view).
  func isInside(_ view: View) -> Bool {
    if let own = self as? View { return own.isDescendant(of: view) }
    if let controller = self as? ViewController {
      return controller.viewIfLoaded?.isDescendant(of: view) ?? false
    }
    return false
  }

  /// ``becomeFirstResponder()``'s default: see its rule there.
  func becomeFirstResponderByDefault() -> Bool {
    guard let window = focusWindow else { return false }  // no window, no application: nothing to trace into
    let current = window.firstResponder
    if current === self { return true }
    guard canBecomeFirstResponder else {
      recordFocus(.didNotBecome(because: .cannotBecome), in: window)
      return false
    }
    if let current {
      window.isHandingOverFirstResponder = true
      let resigned = current.resignFirstResponder()
      window.isHandingOverFirstResponder = false
      guard resigned else {
        recordFocus(.didNotBecome(because: .currentRefusedToResign(TracedObject(current))), in: window)
        return false
      }
    }
    window.firstResponder = self
    recordFocus(.became(previous: current.map(TracedObject.init)), in: window)
    window.application?.focus.firstResponderChanged(in: window)
    return true
  }

  /// ``resignFirstResponder()``'s default: see its rule there.
  func resignFirstResponderByDefault() -> Bool {
    guard let window = focusWindow, window.firstResponder === self else { return true }
    let isForced = window.isForcingResignation
    guard isForced || canResignFirstResponder else {
      recordFocus(.refusedToResign, in: window)
      return false
    }
    window.firstResponder = nil
    recordFocus(.resigned(because: isForced ? .forced : .asked), in: window)
    if !window.isHandingOverFirstResponder { window.application?.focus.firstResponderChanged(in: window) }
    return true
  }

  /// Records `decision` about this responder in the trace of `window`'s application.
  func recordFocus(_ decision: FocusDecision, in window: Window?) {
    window?.application?.recorder.record(.focus(responder: TracedObject(self), decision))
  }
}

extension View {
  /// Makes the first responder in this view's subtree (this view included) resign, as UIKit's `endEditing(_:)`.
  ///
  /// Apple: "This method looks at the current view and its subview hierarchy for the text field that is currently
  /// the first responder. If it finds one, it asks that text field to resign as first responder. If the force
  /// parameter is set to true, the text field is never even asked; it is forced to resign." With `force`, its
  /// ``Responder/canResignFirstResponder`` (a text field's `textFieldShouldEndEditing`) is not asked, and an
  /// override of ``Responder/resignFirstResponder()`` that refuses is overruled.
  ///
  /// - Parameter force: Whether to resign without asking.
  /// - Returns: `true` when no first responder is left in the subtree (also when there was none: HitTestKit's
  ///   decision, as there is nothing left to end); `false` when it refused.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder, responder.isInside(self) else { return true }
    if !force { return responder.resignFirstResponder() }
    window.isForcingResignation = true
    _ = responder.resignFirstResponder()
    window.isForcingResignation = false
    if window.firstResponder === responder {  // an override refused without calling super: force overrules it
      window.firstResponder = nil
      responder.recordFocus(.resigned(because: .forced), in: window)
      window.application?.focus.firstResponderChanged(in: window)
    }
    return true
  }
}

extension Window {
  /// The first responder resigns when `view`, its subtree holding it, left this window (UIKit's rule): its
  /// ``Responder/resignFirstResponder()`` is called so that it can react, and it stops being first responder
  /// whatever it answers.
  func resignFirstResponder(leaving view: View) {
    guard let responder = firstResponder, responder.isInside(view) else { return }
    isForcingResignation = true
    // Out of the window, its default changes nothing; an override (a text field's) reacts.
    _ = responder.resignFirstResponder()
    isForcingResignation = false
    firstResponder = nil
    application?.recorder.record(.focus(responder: TracedObject(responder), .resigned(because: .leftWindow)))
    application?.focus.firstResponderChanged(in: self)
  }
}

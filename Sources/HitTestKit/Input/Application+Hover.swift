/// Pointer hovering (a trackpad or mouse pointer over an iPad app, or an Apple Pencil held above the screen), for
/// ``HoverGestureRecognizer``s.
extension Application {
  /// Moves the pointer to a location, over whatever view the hit test finds there.
  ///
  /// The hover recognizers of that view and its ancestors begin, or change if the pointer was already over them;
  /// those it has left end. No touch is made: views' `touches…` methods are not called.
  ///
  /// - Parameter location: Where the pointer is: a point in window coordinates, a view (its center) or a point in a
  ///   view.
  /// - Returns: The trace of what the call caused: the recognizers' transitions and actions.
  /// - Throws: ``InputError`` for a non-finite location, a view in no window, or no window; nothing changes.
  @discardableResult
  public func hover(at location: some TouchLocation) throws(InputError) -> InteractionTrace {
    let point: CGPoint
    do throws(InputError) { point = try location.windowLocation(in: self) } catch {
      throw inputQueue.refuse(error)
    }
    guard !dispatcher.windows.isEmpty else { throw inputQueue.refuse(.noWindow) }
    return try inputQueue.perform(.hover(point))
  }

  /// Takes the pointer out of the window: every hover recognizer it was over ends.
  ///
  /// - Returns: The trace of what the call caused.
  @discardableResult
  public func endHover() -> InteractionTrace {
    (try? inputQueue.perform(.hover(nil))) ?? InteractionTrace()
  }
}

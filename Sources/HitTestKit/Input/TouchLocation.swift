/// Something a synthetic finger can be put on: a point in window coordinates, a view, or a point in a view.
///
/// `app.tap(at: CGPoint(x: 10, y: 10))` taps window coordinates; `app.tap(at: button)` taps the center of
/// the button wherever it is; `app.tap(at: ViewLocation(CGPoint(x: 2, y: 2), in: button))` taps near its
/// top-left corner.
public protocol TouchLocation {
  /// The location in the coordinates of the window that `application` sends touches to.
  func windowLocation(in application: Application) throws(InputError) -> CGPoint
}

extension CGPoint: TouchLocation {
  /// The point itself: window coordinates.
  ///
  /// Throws for NaN or infinite coordinates.
  ///
  /// - Parameter application: The application whose window the point is in.
  /// - Returns: The point itself.
  /// - Throws: ``InputError/nonFiniteLocation(_:)`` for NaN or infinite coordinates.
  public func windowLocation(in application: Application) throws(InputError) -> CGPoint {
    guard isFinite else { throw .nonFiniteLocation(self) }
    return self
  }
}

extension View: TouchLocation {
  /// The center of the view's bounds, in window coordinates.
  ///
  /// Throws if the view is not in a window.
  ///
  /// Layouts that are due run first (see ``View/layoutSubviews()``), so the center is where the touch will land.
  ///
  /// - Parameter application: The application whose window must contain the view.
  /// - Returns: The center of the view's bounds in its window's coordinates.
  /// - Throws: An ``InputError`` if the view is not in a window of the application.
  public func windowLocation(in application: Application) throws(InputError) -> CGPoint {
    application.dispatcher.layOutWindowsIfNeeded()
    return try ViewLocation(CGPoint(x: bounds.midX, y: bounds.midY), in: self).windowLocation(in: application)
  }
}

/// A point given in a view's own coordinates.
public struct ViewLocation: TouchLocation {
  /// The point, in `view`'s bounds coordinates.
  public let point: CGPoint
  /// The view the point is relative to.
  public let view: View

  /// A point in `view`'s coordinates.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The view whose coordinates the point is in.
  public init(_ point: CGPoint, in view: View) {
    self.point = point
    self.view = view
  }

  /// The point converted to window coordinates.
  ///
  /// Throws if the view is not in a window of the application.
  ///
  /// - Parameter application: The application whose window must contain the view.
  /// - Returns: The point in its window's coordinates.
  /// - Throws: An ``InputError`` if the view is not in a window of the application, or the point is not
  ///   finite.
  public func windowLocation(in application: Application) throws(InputError) -> CGPoint {
    guard let window = view.window, application.windows.contains(where: { $0 === window }) else {
      throw .viewNotInWindow(view.displayName)
    }
    application.dispatcher.layOutWindowsIfNeeded()  // the frames the touch will see
    let converted = view.convert(point, to: nil)
    guard converted.isFinite else { throw .nonFiniteLocation(converted) }
    return converted
  }
}

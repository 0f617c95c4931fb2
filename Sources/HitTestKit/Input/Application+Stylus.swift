/// Stylus (Apple Pencil) input: a touch of type ``Touch/TouchType/stylus`` with force and angles, moved through
/// several readings per event.
///
/// A stylus is named by a ``Finger`` as a finger is, and lifted with ``touchUp(_:)-(Finger...)`` like one; it goes
/// through the same hit test, recognizers and responder chain. Recognizers whose
/// ``GestureRecognizer/allowedTouchTypes`` leave out the stylus ignore its touch. ``move(_:to:)`` moves it keeping
/// its last reading.
extension Application {
  /// Puts a stylus down at a location with its first reading; the hit test picks its view.
  ///
  /// - Parameters:
  ///   - finger: The finger number that names the stylus's touch; it must not be down already.
  ///   - location: Where the stylus touches: a point in window coordinates, a view (its center) or a point in a view.
  ///   - force: How hard it presses, from 0 to ``Touch/maximumPossibleForce-type.property`` (1 is an average touch).
  ///   - altitudeAngle: Its angle above the screen, from 0 (flat) to π/2 (upright).
  ///   - azimuthAngle: The direction it points along the screen, in radians in window coordinates.
  /// - Returns: The trace of what the call caused.
  /// - Throws: ``InputError`` for a non-finite location, a value out of range (``InputError/invalidParameter(name:value:)``
  ///   naming it), a finger already down, or no window; nothing changes.
  @discardableResult
  public func stylusDown(
    _ finger: Finger = 1, at location: some TouchLocation, force: CGFloat = 1,
    altitudeAngle: CGFloat = .pi / 2,
    azimuthAngle: CGFloat = 0
  ) throws(InputError) -> InteractionTrace {
    let point: CGPoint
    do throws(InputError) { point = try location.windowLocation(in: self) } catch {
      throw inputQueue.refuse(error)
    }
    let sample = StylusSample(
      location: point, force: force, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)
    if let error = sample.invalidity { throw inputQueue.refuse(error) }
    guard Finger.validNumbers.contains(finger.number) else { throw inputQueue.refuse(.invalidFinger(finger)) }
    guard !inputQueue.isFingerDown(finger) else { throw inputQueue.refuse(.fingerAlreadyDown(finger)) }
    guard !dispatcher.windows.isEmpty else { throw inputQueue.refuse(.noWindow) }
    return try inputQueue.perform(.stylusDown(finger, sample))
  }

  /// Moves a stylus through readings in one event: the last is where it ends up, the earlier ones are the
  /// event's coalesced samples (``Event/coalescedTouches(for:)``), and `predicted` its predicted ones
  /// (``Event/predictedTouches(for:)``).
  ///
  /// UIKit's display refresh gathers a stylus's faster readings (240 Hz on iPad) into each event of 60 or 120 Hz;
  /// a drawing app reads them from `coalescedTouches(for:)`. The coalesced touches' times are spread evenly from the
  /// previous event to this one.
  ///
  /// - Parameters:
  ///   - finger: The finger number of a stylus that is down (``stylusDown(_:at:force:altitudeAngle:azimuthAngle:)``).
  ///   - samples: The readings since the previous event, oldest first; at least one.
  ///   - predicted: The readings predicted after the last one, nearest first; none by default.
  /// - Returns: The trace of what the call caused.
  /// - Throws: ``InputError/noFingers`` for no reading, ``InputError/fingerNotDown(_:)``,
  ///   ``InputError/notAStylus(_:)`` for a finger's touch, or the errors of a reading out of range; nothing
  ///   changes.
  @discardableResult
  public func stylusMove(
    _ finger: Finger = 1, through samples: [StylusSample], predicted: [StylusSample] = []
  ) throws(InputError) -> InteractionTrace {
    guard !samples.isEmpty else { throw inputQueue.refuse(.noFingers) }
    if let error = (samples + predicted).lazy.compactMap(\.invalidity).first {
      throw inputQueue.refuse(error)
    }
    guard inputQueue.isFingerDown(finger) else { throw inputQueue.refuse(.fingerNotDown(finger)) }
    if !dispatcher.isDispatching, let touch = dispatcher.liveTouch(of: finger), touch.stylus == nil {
      throw inputQueue.refuse(.notAStylus(finger))
    }
    return try inputQueue.perform(.stylusMove(finger, samples: samples, predicted: predicted))
  }
}

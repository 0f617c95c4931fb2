extension HitTestTrace {
  /// The steps of one finished hit test as recorded: plain numbers in one buffer, the subview lists, the few
  /// views nothing else keeps alive and the rarer payloads beside it; ``HitTestTrace/steps`` decodes them once,
  /// when first read.
  ///
  /// Packed because a plain array of steps measured about 26 times the untraced hit test, against the goal of 4
  /// (Documentation/Performance.md, "Tracing").
  ///
  /// The log is the recorder that recorded it, finished: `hitTestTrace(at:)`'s single-use recorder becomes its
  /// trace's log, so a traced hit test makes no object for the log alone; an application's shared recorder moves
  /// each recording into a new one (``HitTestRecorder/finish(point:root:result:)``).
  typealias StepLog = HitTestRecorder
}

extension HitTestRecorder {
  /// One step: about which view (its identity: the log keeps the view alive), how deep, and what, as numbers.
  struct Entry {
    enum Tag: UInt8 {
      case visit, boundsCheck, pointInside, subviewsFrontToBack, defaultResult, returned, other
      /// A ``HitTestTrace/Step/Kind/skipped(_:)`` step whose reason carries no value, its ``Entry/index`` the
      /// reason's ``HitTestTrace/SkipReason/plainCode`` (no array of its own, unlike the ``other`` kinds).
      case skipped
    }
    var view: ObjectIdentifier
    /// The view a result step names (its identity: the log keeps the view alive); `nil` for nil.
    var result: ObjectIdentifier? = nil
    var depth: Int32
    var tag: Tag
    /// The answer of a check, or `usedDefault` of a return.
    var flag = false
    /// The recorder's note while a visit is open: whether the view's default algorithm ran (not a step).
    var usedDefault = false
    /// The steps that followed a visit or a bounds check and are stored in its entry (see ``Followers``).
    var followers: Followers = []
    /// An index into ``kept`` (a subview list) or ``otherKinds``; for a visit, the recorder's note of the entry of
    /// the visit around it (-1 for none).
    var index: Int32 = -1
    /// A point (x, y) or a rectangle (x, y, width, height); a visit's point, then the rectangle of the bounds
    /// check that followed it (``Followers/boundsCheck``).
    var numbers: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)

    /// Steps about the same view recorded right after a visit or a bounds check (nothing between), one level
    /// deeper than a visit or at the bounds check's depth: a miss by the default algorithm is one entry
    /// rather than six.
    ///
    /// They decode in this order.
    struct Followers: OptionSet {
      let rawValue: UInt8
      /// Only after a visit: the default `point(inside:with:)` tested the bounds (the rectangle in
      /// ``Entry/numbers`` after the point), with the answer ``Entry/flag``.
      static let boundsCheck = Followers(rawValue: 8)
      /// `point(inside:with:)` answered as the bounds check did (``Entry/flag``).
      static let pointInside = Followers(rawValue: 1)
      /// Then the default algorithm's result was `nil`.
      static let defaultNil = Followers(rawValue: 2)
      /// Then `hitTest(_:with:)` returned that `nil` (`usedDefault` true).
      static let returnedNil = Followers(rawValue: 4)
    }
  }

  /// The entries, read in place (valid while the log is not recording).
  var entries: UnsafeBufferPointer<Entry> { storage.elements }

  /// The steps, decoded on first use.
  var steps: [HitTestTrace.Step] {
    if let decoded { return decoded }
    var steps: [HitTestTrace.Step] = []
    steps.reserveCapacity(entries.count)
    let views = keptViews()
    for entry in entries {
      steps.append(step(of: entry, views: views))
      guard !entry.followers.isEmpty else { continue }
      // A visit's followers happen inside it, one level deeper.
      let depth = Int(entry.depth) + (entry.tag == .visit ? 1 : 0)
      let view = views.view(entry.view)
      if entry.followers.contains(.boundsCheck) {
        let (_, _, x, y, width, height) = entry.numbers
        let bounds = CGRect(x: x, y: y, width: width, height: height)
        steps.append(
          HitTestTrace.Step(depth: depth, view: view, kind: .boundsCheck(bounds, contains: entry.flag)))
      }
      if entry.followers.contains(.pointInside) {
        steps.append(HitTestTrace.Step(depth: depth, view: view, kind: .pointInside(entry.flag)))
      }
      if entry.followers.contains(.defaultNil) {
        steps.append(HitTestTrace.Step(depth: depth, view: view, kind: .defaultResult(nil)))
      }
      if entry.followers.contains(.returnedNil) {
        steps.append(HitTestTrace.Step(depth: depth, view: view, kind: .returned(nil, usedDefault: true)))
      }
    }
    decoded = steps
    return steps
  }

  /// Every view the log keeps alive, by identity: the views the entries name are among them.
  func keptViews() -> KeptViews {
    var views = KeptViews()
    views.add(root)
    if let result { views.add(result) }
    for item in kept {
      if let view = item.keptView { views.add(view) }
      for view in item.keptSubviews ?? [] { views.add(view) }
    }
    return views
  }

  /// The subview list kept at `index` (a ``Entry/Tag/subviewsFrontToBack`` entry's).
  private func subviewList(at index: Int) -> [View] {
    guard let list = kept[index].keptSubviews else {
      preconditionFailure("HitTestTrace.StepLog: no subview list kept at \(index)")
    }
    return list
  }

  private func step(of entry: Entry, views: KeptViews) -> HitTestTrace.Step {
    let kind: HitTestTrace.Step.Kind
    let (a, b, c, d, _, _) = entry.numbers
    switch entry.tag {
    case .visit: kind = .visit(CGPoint(x: a, y: b))
    case .boundsCheck: kind = .boundsCheck(CGRect(x: a, y: b, width: c, height: d), contains: entry.flag)
    case .pointInside: kind = .pointInside(entry.flag)
    case .subviewsFrontToBack: kind = .subviewsFrontToBack(subviewList(at: Int(entry.index)).reversed())
    case .defaultResult: kind = .defaultResult(entry.result.map(views.view))
    case .returned: kind = .returned(entry.result.map(views.view), usedDefault: entry.flag)
    case .other: kind = otherKinds[Int(entry.index)]
    case .skipped:
      guard let reason = HitTestTrace.SkipReason(plainCode: entry.index) else {
        preconditionFailure("HitTestTrace.StepLog: no skip reason with code \(entry.index)")
      }
      kind = .skipped(reason)
    }
    return HitTestTrace.Step(depth: Int(entry.depth), view: views.view(entry.view), kind: kind)
  }
}

extension HitTestTrace {
  /// The steps of one hit test as recorded: plain numbers in one array, the views and the rarer payloads
  /// beside it; ``HitTestTrace/steps`` decodes them once, when first read.
  ///
  /// Recording a common step (a visit, a bounds check, a result) appends a few numbers and no reference,
  /// and freeing an unread trace frees plain memory and releases each visited view once, rather than
  /// releasing a view and an enum payload per step: tracing a hit test costs a few times the hit test
  /// instead of fifteen.
  final class StepLog {
    /// One step: how deep, about which view (an index into ``views``), and what, as numbers.
    struct Entry {
      enum Tag: UInt8 {
        case visit, boundsCheck, pointInside, subviewsFrontToBack, defaultResult, returned, other
      }
      var depth: Int32
      var view: Int32
      var tag: Tag
      /// The answer of a check, or `usedDefault` of a return.
      var flag = false
      /// An index into ``views`` (a result; -1 for nil), ``subviewLists`` or ``otherKinds``.
      var index: Int32 = -1
      /// A point (x, y) or a rectangle (x, y, width, height).
      var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
    }

    /// The entries, in a buffer of plain memory grown by doubling: appending one is a store, without the
    /// uniqueness check and the possible copy of an array's append.
    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var entryCount = 0
    @exclusivity(unchecked) private var entryCapacity: Int
    @exclusivity(unchecked) private(set) var views: [View] = []
    /// Subviews as they were, back to front (the step reads them front to back).
    @exclusivity(unchecked) private var subviewLists: [[View]] = []
    @exclusivity(unchecked) private var otherKinds: [Step.Kind] = []
    @exclusivity(unchecked) private var decoded: [Step]?

    init() {
      // A tap in a screen of a few hundred views records about five steps per visited view (visit,
      // bounds, subviews, result, return): about 220 for the 43 views of the realistic-screen benchmark.
      entryCapacity = 256
      entries = .allocate(capacity: entryCapacity)
      views.reserveCapacity(64)
    }

    deinit {
      entries.deallocate()
    }

    private func appendEntry(_ entry: Entry) {
      if entryCount == entryCapacity {
        let grown = UnsafeMutablePointer<Entry>.allocate(capacity: entryCapacity * 2)
        grown.initialize(from: entries, count: entryCount)
        entries.deallocate()
        entries = grown
        entryCapacity *= 2
      }
      (entries + entryCount).initialize(to: entry)
      entryCount += 1
    }

    /// Adds `view` to the table of views; returns its index for ``append(_:about:depth:)``.
    func index(of view: View) -> Int32 {
      // A result is usually the view added last (the hit view, returned up the chain of visits).
      if let last = views.last, last === view { return Int32(views.count - 1) }
      views.append(view)
      return Int32(views.count - 1)
    }

    /// Records a step about the view at `viewIndex`.
    func append(_ kind: Step.Kind, about viewIndex: Int32, depth: Int) {
      switch kind {
      case .visit(let point): appendVisit(at: point, of: viewIndex, depth: depth)
      case .boundsCheck(let rect, let contains):
        appendBoundsCheck(rect, contains: contains, about: viewIndex, depth: depth)
      case .pointInside(let inside): appendPointInside(inside, about: viewIndex, depth: depth)
      case .defaultResult(let result): appendResult(result, usedDefault: nil, about: viewIndex, depth: depth)
      case .returned(let result, let usedDefault):
        appendResult(result, usedDefault: usedDefault, about: viewIndex, depth: depth)
      default:
        appendEntry(
          Entry(depth: Int32(depth), view: viewIndex, tag: .other, index: Int32(otherKinds.count)))
        otherKinds.append(kind)
      }
    }

    /// Records a ``Step/Kind/visit(_:)`` step.
    func appendVisit(at point: CGPoint, of viewIndex: Int32, depth: Int) {
      appendEntry(
        Entry(
          depth: Int32(depth), view: viewIndex, tag: .visit, numbers: (Double(point.x), Double(point.y), 0, 0)
        ))
    }

    /// Records a ``Step/Kind/pointInside(_:)`` step.
    func appendPointInside(_ inside: Bool, about viewIndex: Int32, depth: Int) {
      appendEntry(Entry(depth: Int32(depth), view: viewIndex, tag: .pointInside, flag: inside))
    }

    /// Records a ``Step/Kind/boundsCheck(_:contains:)`` step.
    func appendBoundsCheck(_ rect: CGRect, contains: Bool, about viewIndex: Int32, depth: Int) {
      let numbers = (
        Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)
      )
      appendEntry(
        Entry(depth: Int32(depth), view: viewIndex, tag: .boundsCheck, flag: contains, numbers: numbers))
    }

    /// Records a ``Step/Kind/returned(_:usedDefault:)`` step, or a ``Step/Kind/defaultResult(_:)`` one
    /// when `usedDefault` is nil.
    func appendResult(_ result: View?, usedDefault: Bool?, about viewIndex: Int32, depth: Int) {
      let resultIndex = result.map(index(of:)) ?? -1
      appendEntry(
        Entry(
          depth: Int32(depth), view: viewIndex, tag: usedDefault == nil ? .defaultResult : .returned,
          flag: usedDefault ?? false, index: resultIndex))
    }

    /// Records the subviews the default algorithm is about to try, as `subviews` holds them (back to front).
    func appendSubviews(_ subviews: [View], about viewIndex: Int32, depth: Int) {
      appendEntry(
        Entry(
          depth: Int32(depth), view: viewIndex, tag: .subviewsFrontToBack, index: Int32(subviewLists.count)))
      subviewLists.append(subviews)
    }

    /// The steps, decoded on first use.
    var steps: [Step] {
      if let decoded { return decoded }
      let steps = UnsafeBufferPointer(start: entries, count: entryCount).map(step(of:))
      decoded = steps
      return steps
    }

    private func step(of entry: Entry) -> Step {
      let kind: Step.Kind
      let (a, b, c, d) = entry.numbers
      switch entry.tag {
      case .visit: kind = .visit(CGPoint(x: a, y: b))
      case .boundsCheck: kind = .boundsCheck(CGRect(x: a, y: b, width: c, height: d), contains: entry.flag)
      case .pointInside: kind = .pointInside(entry.flag)
      case .subviewsFrontToBack: kind = .subviewsFrontToBack(subviewLists[Int(entry.index)].reversed())
      case .defaultResult: kind = .defaultResult(view(at: entry.index))
      case .returned: kind = .returned(view(at: entry.index), usedDefault: entry.flag)
      case .other: kind = otherKinds[Int(entry.index)]
      }
      return Step(depth: Int(entry.depth), view: views[Int(entry.view)], kind: kind)
    }

    private func view(at index: Int32) -> View? {
      index < 0 ? nil : views[Int(index)]
    }
  }
}

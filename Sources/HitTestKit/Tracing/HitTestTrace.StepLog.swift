extension HitTestTrace {
  /// The steps of one finished hit test as recorded: plain numbers in one buffer, the views and the rarer
  /// payloads beside it; ``HitTestTrace/steps`` decodes them once, when first read.
  ///
  /// Recording a common step (a visit, a bounds check, a result) stored a few numbers and no reference
  /// (see ``HitTestRecorder``), and freeing an unread trace frees plain memory and releases each visited
  /// view once, rather than releasing a view and an enum payload per step.
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

    /// The entries, in plain memory this log owns (``HitTestRecorder`` filled it).
    private let entries: UnsafeMutablePointer<Entry>
    private let entryCount: Int
    /// The views the entries refer to, each once.
    let views: [View]
    /// Subviews as they were, back to front (the step reads them front to back).
    private let subviewLists: [[View]]
    private let otherKinds: [Step.Kind]
    @exclusivity(unchecked) private var decoded: [Step]?

    /// Takes over a finished recording: `entries` (allocated, `entryCount` of them initialised) is freed
    /// with the log.
    init(
      entries: UnsafeMutablePointer<Entry>, entryCount: Int, views: [View], subviewLists: [[View]],
      otherKinds: [Step.Kind]
    ) {
      self.entries = entries
      self.entryCount = entryCount
      self.views = views
      self.subviewLists = subviewLists
      self.otherKinds = otherKinds
    }

    deinit {
      entries.deallocate()
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

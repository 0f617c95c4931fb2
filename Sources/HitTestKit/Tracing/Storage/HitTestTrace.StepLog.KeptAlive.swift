extension HitTestTrace.StepLog {
  /// An object a hit-test log keeps alive for its entries, which name views without retaining them: a view
  /// nothing else keeps alive, or a subview list as it was (which keeps alive the views visited from it).
  ///
  /// Both kinds share one array (``HitTestRecorder`` appends them in the order it records them, and a
  /// ``Entry/Tag/subviewsFrontToBack`` entry's index is its list's place in it). One reference each (an enum,
  /// not a pair of optionals): the log's release destroys one word per object kept.
  enum KeptAlive {
    /// A view, retained.
    case view(View)
    /// A view's subviews, back to front, as its default algorithm read them.
    case subviews([View])

    /// The view kept, or `nil` for a subview list.
    var keptView: View? {
      if case .view(let view) = self { return view }
      return nil
    }

    /// The subview list kept, back to front, as the view's default algorithm read it; `nil` for a view.
    var keptSubviews: [View]? {
      if case .subviews(let list) = self { return list }
      return nil
    }
  }
}

extension HitTestTrace.StepLog {
  /// The views a log keeps alive, found by the identities its entries name them by.
  struct KeptViews {
    private var byIdentity: [ObjectIdentifier: View] = [:]

    /// Adds `view`.
    mutating func add(_ view: View) {
      byIdentity[ObjectIdentifier(view)] = view
    }

    /// Whether the view with this identity is kept.
    func contains(_ identity: ObjectIdentifier) -> Bool { byIdentity[identity] != nil }

    /// The view whose identity is `identity`, which the log keeps alive.
    func view(_ identity: ObjectIdentifier) -> View {
      guard let view = byIdentity[identity] else {
        preconditionFailure("HitTestTrace.StepLog: a step names a view the log does not keep")
      }
      return view
    }
  }
}

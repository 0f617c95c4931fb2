extension Animator {
  /// One animated view in the animator's index: its parts in running animations, and how many of them block its
  /// touches.
  ///
  /// Most animated views take part in one animation, once: that part is kept inline, and a dictionary holds the
  /// others, so indexing *n* views costs one entry each, not two more allocations each.
  struct AnimatedView {
    let view: View
    /// One part (animation number, part index), inline.
    private var first: (number: Int, part: Int)?
    /// The other parts: animation number → part indices.
    private var more: [Int: [Int]] = [:]
    /// How many of its parts belong to animations without `.allowUserInteraction`.
    var blockingParts = 0

    init(view: View) {
      self.view = view
    }

    /// Whether no running animation moves the view any more.
    var isEmpty: Bool { first == nil && more.isEmpty }

    /// Notes part `part` of animation `number`.
    mutating func add(number: Int, part: Int) {
      if first == nil {
        first = (number, part)
      } else {
        more[number, default: []].append(part)
      }
    }

    /// Forgets part `part` of animation `number`.
    mutating func remove(number: Int, part: Int) {
      if let first, first.number == number, first.part == part {
        self.first = nil
        return
      }
      more[number]?.removeAll { $0 == part }
      if more[number]?.isEmpty == true { more[number] = nil }
    }

    /// The numbers of its animations, in the order they began.
    var numbers: [Int] {
      guard !more.isEmpty else { return first.map { [$0.number] } ?? [] }
      var numbers = Array(more.keys)
      if let first, more[first.number] == nil { numbers.append(first.number) }
      return numbers.sorted()
    }

    /// The indices of its parts in animation `number`, in order.
    func parts(of number: Int) -> [Int] {
      var parts = more[number] ?? []
      if let first, first.number == number { parts.append(first.part) }
      return parts.count > 1 ? parts.sorted() : parts
    }

    /// Every part: (animation number, part index).
    var allParts: [(number: Int, part: Int)] {
      var parts = more.flatMap { number, indices in indices.map { (number, $0) } }
      if let first { parts.append(first) }
      return parts
    }
  }
}

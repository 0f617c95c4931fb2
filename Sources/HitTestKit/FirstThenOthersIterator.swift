/// Iterates a list kept as its first element in place and the others in an array after it (the live touches,
/// a touch-down's placements): the first, then the others, in order.
struct FirstThenOthersIterator<Element>: IteratorProtocol {
  private var first: Element?
  private var others: IndexingIterator<[Element]>

  /// Iterates `first`, if any, then `others`.
  init(first: Element?, others: [Element]) {
    self.first = first
    self.others = others.makeIterator()
  }

  mutating func next() -> Element? {
    if let element = first {
      first = nil
      return element
    }
    return others.next()
  }
}

/// Line numbers of byte offsets in a file, counted from 1 as compilers print them.
struct SourceLines {
  /// The offset where each line starts.
  private let starts: [Int]

  init(bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == ASCII.newline { starts.append(offset + 1) }
    self.starts = starts
  }

  /// The line that holds byte `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }
}

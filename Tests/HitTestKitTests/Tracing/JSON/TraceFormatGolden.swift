/// The golden documents of the trace format, one per version and scenario: a change to the output needs a new
/// version (and its documents, each in a file of its version), never an edit of an old one.
enum TraceFormatGolden {
  /// The document of ``TraceFormatTests/smallTapDocument()`` for each version.
  static let smallTap: [Int: String] = [1: smallTapVersion1, 2: smallTapVersion2]

  /// The document of ``TraceFormatTests/decisionsDocument()`` for each version from 2 on (version 1 wrote
  /// decisions as sentences).
  static let decisions: [Int: String] = [2: decisionsVersion2]
}

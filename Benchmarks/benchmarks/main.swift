import Foundation

// Run with `swift run -c release benchmarks`. Prints figures and ratios against baselines measured in the
// same run, interleaved with them; numbers from a debug build are meaningless. Pass section names to run
// only those (`swift run -c release benchmarks dispatch paths`); with no arguments every section runs.
// `--help`, or a name that is not a section, prints the sections and exits with status 1. The fuzz section
// takes `--sequences N` and `--seed S`.

/// Every section, in the order they run: one row each, so adding a section is a one-line change.
let sections: [(name: String, summary: String, run: () -> Void)] = [
  (
    "hit-testing", "hit tests of three hierarchies against a flat-array baseline; bytes per View",
    runHitTestBenchmarks
  ),
  (
    "dispatch", "a tap through a chain of 1,000 views, with and without tracing and recognizers",
    runDispatchBenchmarks
  ),
  (
    "screen", "a tap and a drag on a realistic screen (209 views, 7 recognizers) against its hit test",
    runScreenBenchmarks
  ),
  (
    "feed", "a drag on a feed with a carousel (153 views, nested scroll views) against its hit test",
    runFeedBenchmarks
  ),
  ("zoom", "a pinch-zoom on a photo screen (154 views) against its hit test", runZoomBenchmarks),
  ("lists", "a tap on a table view's row against a tap on a plain view", runListBenchmarks),
  ("circle-fit", "a Taubin circle fit against the Kasa fit", runCircleFitBenchmarks),
  ("paths", "bezier fill and stroke containment, stroked outlines, ShapeView", runPathBenchmarks),
  (
    "path-allocations", "strokeContains queries only (PATH_QUERY_COUNT), to count allocations with valgrind",
    runPathAllocationProbe
  ),
  (
    "stroke-outlines",
    "stroked copies of the 10- and 100-cubic loops only (STROKE_COPY_COUNT), for callgrind",
    runStrokeOutlineProbe
  ),
  ("images", "PNG decoding and alpha lookups", runImageBenchmarks),
  (
    "scrolling", "a drag through a paging scroll view of 1,000 pages against plain views", runScrollBenchmarks
  ),
  (
    "scaling",
    "each operation that grows with its input (steps, fingers, siblings, depth, trace, path, PNG) at N and 4N",
    runScalingBenchmarks
  ),
  (
    "fuzz", "random touch sequences checked against dispatch invariants (--sequences N, --seed S)",
    runFuzzSequences
  ),
]

/// The options that take a value (read by the sections that use them, from `CommandLine.arguments`).
let valueOptions: Set<String> = ["--sequences", "--seed"]
var requestedNames: [String] = []
var unknown: [String] = []
var remaining = CommandLine.arguments.dropFirst()[...]
while let argument = remaining.popFirst() {
  if valueOptions.contains(argument) {
    guard let value = remaining.popFirst(), UInt64(value) != nil else {
      unknown.append("\(argument) needs a whole number")
      continue
    }
  } else if sections.contains(where: { $0.name == argument }) {
    requestedNames.append(argument)
  } else {
    unknown.append(argument)
  }
}
if !unknown.isEmpty {
  var usage = ""
  if !unknown.contains(where: { $0 == "--help" || $0 == "-h" }) {
    usage += "unknown argument: \(unknown.joined(separator: ", "))\n"
  }
  usage +=
    "usage: benchmarks [section ...] [--sequences N] [--seed S]   (no section: every section)\nsections:\n"
  for section in sections {
    usage += "  \(section.name.padding(toLength: 17, withPad: " ", startingAt: 0)) \(section.summary)\n"
  }
  FileHandle.standardError.write(Data(usage.utf8))
  exit(1)
}
let requested = Set(requestedNames)
print("HitTestKit benchmarks (release build expected)")
for section in sections where requested.isEmpty || requested.contains(section.name) {
  section.run()
}

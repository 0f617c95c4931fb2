// Run with `swift run -c release benchmarks`. Prints figures and ratios against baselines measured in the
// same run; numbers from a debug build are meaningless. Pass section names to run only those
// (`swift run -c release benchmarks dispatch paths`); with no arguments every section runs.
let sections: [(name: String, run: () -> Void)] = [
  ("hit-testing", runHitTestBenchmarks),
  ("dispatch", runDispatchBenchmarks),
  ("circle-fit", runCircleFitBenchmarks),
  ("paths", runPathBenchmarks),
  ("images", runImageBenchmarks),
  ("scrolling", runScrollBenchmarks),
]

let requested = Set(CommandLine.arguments.dropFirst())
if !runPNGDecodeOnly(Array(CommandLine.arguments.dropFirst())) {
  print("HitTestKit benchmarks (release build expected)")
  for section in sections where requested.isEmpty || requested.contains(section.name) {
    section.run()
  }
}

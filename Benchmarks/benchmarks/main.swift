// Run with `swift run -c release benchmarks`. Prints figures and ratios against baselines measured in the
// same run; numbers from a debug build are meaningless.
print("HitTestKit benchmarks (release build expected)")

// One call per area. Add yours below, in the order of the package's folders:
runHitTestBenchmarks()
// runPathBenchmarks()
// runImageBenchmarks()
// runCircleFitBenchmarks()

// Run with `swift run -c release benchmarks`. Prints figures and ratios against baselines measured in the
// same run; numbers from a debug build are meaningless.
print("HitTestKit benchmarks (release build expected)")
runDispatchBenchmarks()
runImageBenchmarks()

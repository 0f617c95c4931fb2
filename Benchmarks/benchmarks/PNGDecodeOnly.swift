import Foundation
import HitTestKit

/// `benchmarks png-decode FILE [REPETITIONS]`: decodes one PNG file REPETITIONS times (default 1) and
/// prints the minimum and median decode time, for side-by-side runs with another decoder
/// (`Scripts/peers/png-peer.sh`) and for peak-memory measurement (`/usr/bin/time -v`: with one
/// repetition the process's maximum resident set is the decoder's peak plus the runtime's).
///
/// Returns false when the arguments do not ask for this mode; exits with status 1 on a missing or undecodable file.
func runPNGDecodeOnly(_ arguments: [String]) -> Bool {
  guard arguments.first == "png-decode" else { return false }
  guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: benchmarks png-decode FILE [REPETITIONS]\n".utf8))
    exit(1)
  }
  let repetitions = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 1) : 1
  var times: [Double] = []
  let clock = ContinuousClock()
  var checksum = 0
  for _ in 0..<repetitions {
    var image: Image?
    let elapsed = clock.measure { image = try? Image(pngData: data) }
    guard let image else {
      FileHandle.standardError.write(Data("\(arguments[1]) does not decode\n".utf8))
      exit(1)
    }
    checksum &+= Int(image.rgba[image.rgba.count / 2])
    times.append(elapsed.nanoseconds)
  }
  times.sort()
  let milliseconds = (times[0] / 1e6, times[times.count / 2] / 1e6)
  print(
    String(
      format: "decode %@: min %.3f ms, median %.3f ms (%d runs, check %d)",
      arguments[1], milliseconds.0, milliseconds.1, repetitions, checksum))
  return true
}

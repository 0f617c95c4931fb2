// png-decode FILE [REPETITIONS]: decodes one PNG file REPETITIONS times (default 1) with HitTestKit's
// decoder and prints the minimum and median decode time; `Scripts/peers/png-peer.sh` runs it side by side
// with its libpng harness, which does the same: read the file into memory, then decode it to 8-bit RGBA.
//
// A program of its own, and a small one, because its peak resident set is half of what it measures
// (issue 11: peak memory within 1.5× libpng's). It links the `PNGDecoding` module (what
// `Image(pngBytes:)` decodes with) and nothing else: no Foundation, no `String(format:)`, no `Set` or
// `Dictionary` (the first `Set<UInt8>` makes the Swift runtime search every protocol conformance in the
// program, which touches pages), and it reads the file with the C library as the harness does. With one
// repetition, the maximum resident set that `/usr/bin/time -f %M` reports is the decoder's peak plus the
// floor of a Swift program (measure the floor by decoding a 1 × 1 file). A file that does not decode is
// reported with the decoder's fault (`badSignature`); `PNGError` says the same in a sentence.

import PNGDecoding

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole file at `path`, or nil when it cannot be opened or read.
func contentsOfFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  guard fseek(file, 0, SEEK_END) == 0 else { return nil }
  let size = ftell(file)
  guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { return nil }
  var complete = true
  let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
    count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
    complete = count == size
  }
  return complete ? bytes : nil
}

/// `duration` in milliseconds with three decimals (`12.345`), written without Foundation's formatter.
func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let microseconds = seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000
  let fraction = String(microseconds % 1000)
  return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

/// Writes `text` to the file descriptor (1 for standard output, 2 for standard error).
func write(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
}

let usage = "usage: png-decode FILE [REPETITIONS]\n"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--help" || arguments.first == "-h" {
  write(usage, to: 1)
  exit(0)
}
// Mistakes on the command line exit with 64 (EX_USAGE), as the examples and lessons do.
guard (1...2).contains(arguments.count), let path = arguments.first, !path.hasPrefix("-") else {
  write(usage, to: 2)
  exit(64)
}
guard let repetitions = arguments.count == 2 ? Int(arguments[1]) : 1, repetitions >= 1 else {
  write("png-decode: REPETITIONS must be a whole number of at least 1\n" + usage, to: 2)
  exit(64)
}
guard let bytes = contentsOfFile(path) else {
  write("png-decode: cannot read \(path)\n", to: 2)
  exit(1)
}
var times: [Duration] = []
var checksum = 0
let clock = ContinuousClock()
for _ in 0..<repetitions {
  var result: Result<PNGPixels, PNGFault>?
  let elapsed = clock.measure {
    result = bytes.withUnsafeBufferPointer { bytes in  // 2^26 pixels at most, as PNGDecoder.Limits.standard
      Result { () throws(PNGFault) in try PNGPixels(decoding: bytes, maximumPixelCount: 1 << 26) }
    }
  }
  switch result {
  case .success(let pixels):
    checksum &+= Int(pixels.rgba[pixels.rgba.count / 2])
  case .failure(let error):
    write("png-decode: \(path) does not decode: \(error)\n", to: 2)
    exit(1)
  case nil:
    exit(1)
  }
  times.append(elapsed)
}
times.sort()
write(
  "decode \(path): min \(milliseconds(times[0])) ms, median \(milliseconds(times[times.count / 2])) ms"
    + " (\(repetitions) runs, check \(checksum))\n", to: 1)

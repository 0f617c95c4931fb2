import HitTestKit

/// PNG decode throughput and the cost of an alpha hit test through a content mode.
///
/// The image is 1024 × 1024 RGBA, photo-like: smooth gradients in every channel plus ±4 of noise, and a
/// radial alpha falloff, generated in-process (`BenchmarkPNGEncoder`) so no large file is committed.
/// Baseline: the same pixels stored uncompressed (stored deflate blocks, filter 0); decoding that is
/// parsing, copying, Adler-32 and CRC only, so the ratio isolates inflate + unfilter.
///
/// libpng cannot run in this process without a dependency; `Scripts/peers/png-peer.sh` compares the two
/// decoders side by side (separate processes, interleaved) through the `png-decode` program.
func runImageBenchmarks() {
  section("Images: PNG decode (1024 x 1024 RGBA, photo-like gradients + noise)")
  let side = 1024
  var state: UInt64 = 0x1234_5678
  var rgba = [UInt8](repeating: 0, count: side * side * 4)
  for y in 0..<side {
    for x in 0..<side {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Int(state >> 61) - 4
      let (dx, dy) = (x - side / 2, y - side / 2)
      let radial = max(0, 255 - (dx * dx + dy * dy) / 1100)
      let offset = 4 * (y * side + x)
      rgba[offset] = UInt8(clamping: x / 4 + noise)
      rgba[offset + 1] = UInt8(clamping: y / 4 - noise)
      rgba[offset + 2] = UInt8(clamping: (x + y) / 8 + noise)
      rgba[offset + 3] = UInt8(clamping: radial + noise / 2)
    }
  }
  let compressed = BenchmarkPNGEncoder.encode(width: side, height: side, rgba: rgba, compressed: true)
  let stored = BenchmarkPNGEncoder.encode(width: side, height: side, rgba: rgba, compressed: false)
  guard let check = try? Image(pngBytes: compressed), check.rgba == rgba,
    (try? Image(pngBytes: stored))?.rgba == rgba
  else {
    print("the benchmark image does not round-trip; figures would be meaningless")
    return
  }
  let megabytes = Double(rgba.count) / 1_048_576
  report("compressed file size (fixed Huffman + LZ77, Paeth)", Double(compressed.count) / 1024, "KiB")
  report("stored file size (baseline)", Double(stored.count) / 1024, "KiB")
  let compressedTime = nanosecondsPerRun(budget: .seconds(1)) { blackHole(try? Image(pngBytes: compressed)) }
  let storedTime = nanosecondsPerRun(budget: .seconds(1)) { blackHole(try? Image(pngBytes: stored)) }
  report("decode compressed: decoded RGBA throughput", megabytes / (compressedTime / 1e9), "MiB/s")
  report("decode stored (baseline): decoded RGBA throughput", megabytes / (storedTime / 1e9), "MiB/s")
  report("compressed / stored decode time (cost of inflate + unfilter)", compressedTime / storedTime, "x")

  section("Images: alpha hit test through a content mode")
  let image = check
  let bounds = CGRect(x: 0, y: 0, width: 320, height: 200)
  let points = (0..<1024).map { CGPoint(x: CGFloat($0 % 32) * 10.3, y: CGFloat($0 / 32) * 6.7) }
  let perLookup = Double(points.count)
  let mapped = nanosecondsPerRun {
    var sum = 0
    for point in points { sum &+= Int(image.alpha(at: point, in: bounds, contentMode: .scaleAspectFit) ?? 0) }
    blackHole(sum)
  }
  let direct = nanosecondsPerRun {
    var sum = 0
    for (index, _) in points.enumerated() { sum &+= Int(image.alpha(atPixelX: index, y: index) ?? 0) }
    blackHole(sum)
  }
  report("alpha(at:in:contentMode: .scaleAspectFit) per lookup", mapped / perLookup, "ns")
  report("alpha(atPixelX:y:) per lookup (baseline)", direct / perLookup, "ns")

  section("Images: ImageView.point(inside:with:), alpha mask vs plain bounds")
  // The same 320 x 200 view twice: one hit-testing the 1024 x 1024 image's alpha through scaleAspectFit,
  // one with no threshold (the default bounds containment, the baseline). Same points, same run.
  let masked = ImageView(image: image)
  masked.frame = bounds
  masked.contentMode = .scaleAspectFit
  masked.alphaHitThreshold = 128
  let plain = ImageView(image: image)
  plain.frame = bounds
  plain.contentMode = .scaleAspectFit
  let maskedTime = nanosecondsPerRun {
    var inside = 0
    for point in points where masked.point(inside: point, with: nil) { inside &+= 1 }
    blackHole(inside)
  }
  let plainTime = nanosecondsPerRun {
    var inside = 0
    for point in points where plain.point(inside: point, with: nil) { inside &+= 1 }
    blackHole(inside)
  }
  report("point(inside:with:), alphaHitThreshold 128, per call", maskedTime / perLookup, "ns")
  report("point(inside:with:), no threshold (baseline), per call", plainTime / perLookup, "ns")
  report("alpha mask / bounds containment", maskedTime / plainTime, "x")
}

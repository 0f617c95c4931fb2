// uikit-port: writes copies of UIKit source files with their Objective-C-only syntax rewritten, so they
// compile against HitTestUIKit on Linux. The originals are never touched.
//
//   swift run uikit-port --output DIR [--switch-import] FILE...
//
// Exit status (sysexits.h): 0 when every file was ported, 64 for a command-line mistake, 65 when a file is
// not Swift source the scanner can read to its end (nothing is written for it), 66 when a file cannot be
// read, 73 when the output cannot be written.
import Foundation
import UIKitPorting

let usage = "usage: uikit-port --output DIR [--switch-import] FILE..."
let help = """
  \(usage)

  Writes a copy of each UIKit source FILE into DIR with the Objective-C-only syntax rewritten for
  HitTestUIKit on Linux, and prints each change with its line. The originals are never touched.

  Rewrites: @objc, @objc(name), @objcMembers, @nonobjc, @IBOutlet, @IBAction, @IBInspectable,
  @IBDesignable and dynamic are removed; #selector(m) becomes Selector(Self.m); Timer's target/selector
  form becomes its block form; @objc protocols with optional requirements get default implementations,
  and delegate?.m?(...) becomes delegate?.m(...). Lines starting "check:" need a person's look.

  options:
    --output DIR       where the ported copies go (created if missing; never a FILE's own folder)
    --switch-import    also replace `import UIKit` with #if canImport(UIKit) ... #else import HitTestUIKit
    -h, --help         show this help and exit

  """

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("uikit-port: \(message)\n".utf8))
  exit(status)
}

var output: String?
var switchesImport = false
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(help, terminator: "")
    exit(0)
  case "--output":
    guard let value = arguments.popFirst() else { fail("--output needs a folder\n\(usage)", status: 64) }
    output = value
  case "--switch-import":
    switchesImport = true
  case _ where argument.hasPrefix("-"):
    fail("unknown option \(argument)\n\(usage)", status: 64)
  default:
    paths.append(argument)
  }
}
guard let output else { fail("--output DIR is required\n\(usage)", status: 64) }
guard !paths.isEmpty else { fail("no FILE given\n\(usage)", status: 64) }

let outputFolder = URL(fileURLWithPath: output).standardizedFileURL
let inputs = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
let names = inputs.map(\.lastPathComponent)
if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
  fail("two files are named \(repeated); their copies would overwrite each other", status: 64)
}
if let inPlace = inputs.first(where: { $0.deletingLastPathComponent().path == outputFolder.path }) {
  fail(
    "--output is \(inPlace.lastPathComponent)'s own folder; the originals are never overwritten", status: 64)
}

var files: [SourceFile] = []
for (input, name) in zip(inputs, names) {
  guard let data = FileManager.default.contents(atPath: input.path) else {
    fail("cannot read \(input.path)", status: 66)
  }
  files.append(SourceFile(name: name, bytes: Array(data)))
}

do {
  try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
} catch {
  fail("cannot create \(outputFolder.path): \(error.localizedDescription)", status: 73)
}

var status: Int32 = 0
var changeCount = 0
var reviewCount = 0
for (outcome, name) in zip(UIKitPorter(switchesImport: switchesImport).port(files), names) {
  switch outcome {
  case .success(let ported):
    for change in ported.changes { print("\(ported.name):\(change)") }
    changeCount += ported.changes.count(where: { !$0.needsReview })
    reviewCount += ported.changes.count(where: \.needsReview)
    let destination = outputFolder.appendingPathComponent(ported.name)
    guard FileManager.default.createFile(atPath: destination.path, contents: Data(ported.bytes)) else {
      fail("cannot write \(destination.path)", status: 73)
    }
  case .failure(let error):
    FileHandle.standardError.write(Data("uikit-port: not ported: \(name): \(error)\n".utf8))
    status = 65
  }
}
print(
  "uikit-port: \(files.count) file(s), \(changeCount) change(s), \(reviewCount) to check, written to \(outputFolder.path)"
)
exit(status)

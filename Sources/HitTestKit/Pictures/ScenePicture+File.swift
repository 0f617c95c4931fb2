internal import Foundation  // String.write(toFile:)

extension ScenePicture {
  /// The environment variable the lessons read: when it names a file, a lesson writes its picture there.
  ///
  /// `LESSON_SVG=/tmp/scene.svg swift run 03-visibility-and-touchability`, then open the file in a browser.
  public static let lessonEnvironmentVariable = "LESSON_SVG"

  /// Writes ``svg`` to the file at `path` (UTF-8), replacing it.
  ///
  /// - Throws: The file system's error when the file cannot be written (a missing folder, no permission).
  public func writeSVG(toFile path: String) throws {
    try svg.write(toFile: path, atomically: true, encoding: .utf8)
  }
}

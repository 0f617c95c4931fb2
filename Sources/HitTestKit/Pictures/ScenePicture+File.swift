internal import Foundation  // String.write(toFile:)

extension ScenePicture {
  /// Writes ``svg`` to the file at `path` (UTF-8), replacing it.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: The file system's error when the file cannot be written (a missing folder, no permission).
  public func writeSVG(toFile path: String) throws {
    try svg.write(toFile: path, atomically: true, encoding: .utf8)
  }
}

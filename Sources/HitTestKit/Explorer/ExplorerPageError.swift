/// Why an ``ExplorerPage`` could not be written to a file; nothing was written.
public enum ExplorerPageError: Error, Equatable, CustomStringConvertible {
  /// The file at `path` could not be created or replaced (a missing folder, no permission, a folder in the
  /// way); `reason` is the system's explanation.
  case cannotWrite(path: String, reason: String)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      "cannot write the explorer page to \(path): \(reason) (give a path in a folder that exists and is writable)"
    }
  }
}

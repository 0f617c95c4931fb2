@_exported public import Foundation

// Re-exports Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect), as UIKit does, so one import is enough.
#if canImport(CoreGraphics)
  @_exported public import CoreGraphics
#endif

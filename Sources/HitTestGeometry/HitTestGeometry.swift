// Re-exports only the geometry types the API is written in, as UIKit does, so one import is enough
// for a scenario. Foundation itself is not re-exported: the documentation holds only this package's
// symbols, and a user's namespace gets Foundation (Data, URL, sqrt …) only by importing it.
#if canImport(CoreGraphics)
  @_exported public import struct CoreGraphics.CGFloat
  @_exported public import struct CoreGraphics.CGPoint
  @_exported public import struct CoreGraphics.CGSize
  @_exported public import struct CoreGraphics.CGRect
  @_exported public import struct CoreGraphics.CGVector
  @_exported public import struct CoreGraphics.CGAffineTransform
  @_exported public import typealias Foundation.TimeInterval
#else
  @_exported public import struct Foundation.CGFloat
  @_exported public import struct Foundation.CGPoint
  @_exported public import struct Foundation.CGSize
  @_exported public import struct Foundation.CGRect
  @_exported public import typealias Foundation.TimeInterval
#endif

@_exported public import Foundation
// UIKit's names for everything HitTestKit models, so a UIKit source file compiles here with its import switched:
//
//     #if canImport(UIKit)
//       import UIKit
//       import UIKit.UIGestureRecognizerSubclass
//     #else
//       import HitTestUIKit
//     #endif
//
// Not named `UIKit`: next to `import Testing`, a module named UIKit makes the Linux toolchain look for swift-testing's
// `_Testing_UIKit` cross-import overlay, which it does not ship, and the test target fails to build. The state
// setter that UIKit hides behind `UIKit.UIGestureRecognizerSubclass` is public here, so that import has no
// counterpart.
//
// Like UIKit, it re-exports Foundation (`NSObject`, `sqrt`, `Date` …), so UIKit code needs no other import.
@_exported public import HitTestKit

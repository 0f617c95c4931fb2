// One import gives a scenario everything: the simulator, and the geometry it is written in.
@_exported public import HitTestGeometry

// The bundle type of UIKit's `UIViewController.init(nibName:bundle:)`.
@_exported public import class Foundation.Bundle
// The archive type of UIKit's `init?(coder:)`, so that the `required init?(coder: NSCoder)` of UIKit code compiles.
@_exported public import class Foundation.NSCoder

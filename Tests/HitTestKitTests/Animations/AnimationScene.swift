import HitTestKit

/// window (320 × 480) ⊃ background (full) and target (0, 0, 60, 60), the scene the animation tests move.
struct AnimationScene {
  let app: Application
  let window: Window
  let background: View
  let target: View

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    background = View(frame: window.bounds)
    background.name = "background"
    target = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    target.name = "target"
    window.addSubview(background)
    window.addSubview(target)
    app = Application(window: window)
  }

  /// The view a touch at `point` would hit now.
  func hit(_ point: CGPoint) -> View? {
    window.hitTest(point, with: nil)
  }
}

import HitTestKit

/// Makes a view with a name and adds it to `parent`: `makeView(frame, "card", in: window)`.
func makeView(_ frame: CGRect, _ name: String, in parent: View? = nil) -> View {
  let view = View(frame: frame)
  view.name = name
  parent?.addSubview(view)
  return view
}

/// Makes a 320 × 480 window named `window`.
func makeWindow() -> Window {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  return window
}

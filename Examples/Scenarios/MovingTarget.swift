import HitTestKit

// A moving target
//
// "The user taps the moving card and nothing happens." A view animation changes the model values at once
// and only the picture moves: hit testing uses the model values, so a tap where the card *appears* misses
// it (and, without .allowUserInteraction, the card takes no touch at all until it stops). The recipe: a
// hitTest override that asks each subview's presentation layer, which says where it is on screen now.

/// A card that counts the touches it catches.
private final class Card: View {
  var catches = 0

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    catches += 1
  }
}

/// The recipe: a field whose hit test finds its subviews where they appear on screen, not where their model
/// values put them.
private final class PresentationHitTestingField: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    // Front to back, as the default search goes: a subview whose presentation layer contains the point (in this
    // view's coordinates, the presentation layer's superlayer's) takes the touch.
    for subview in subviews.reversed() where !subview.isHidden && subview.isUserInteractionEnabled {
      if let shown = subview.layer.presentation(), shown.hitTest(point) != nil { return subview }
    }
    return super.hitTest(point, with: event)
  }
}

/// A 320 × 480 window, a `field` filling it, and a 60 × 60 `card` in it at (20, 100); the field is the recipe's
/// when `catchesWhereShown`.
private func makeScreen(catchesWhereShown: Bool) -> (app: Application, window: Window, card: Card) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let field = catchesWhereShown ? PresentationHitTestingField() : View()
  field.frame = window.bounds
  field.name = "field"
  window.addSubview(field)
  let card = Card(frame: CGRect(x: 20, y: 100, width: 60, height: 60))
  card.name = "card"
  field.addSubview(card)
  return (Application(window: window, recordsScenes: true), window, card)
}

/// Slides the card 200 pt to the right in 2 s at even speed.
private func slide(_ card: Card, options: View.AnimationOptions) {
  View.animate(
    withDuration: 2, delay: 0, options: options.union(.curveLinear), animations: { card.center.x += 200 })
}

extension Scenario {
  /// A card sliding across the screen: taps where it appears miss it, until a hit-test override asks its
  /// presentation layer.
  public static let movingTarget = Scenario(
    name: "moving-target",
    title: "A moving target",
    summary:
      "A tap on a sliding card misses: hit testing uses where it will be. The recipe asks layer.presentation()."
  ) { story in
    story.scene("BEFORE: tapping where the card appears misses it")
    var (app, window, card) = makeScreen(catchesWhereShown: false)
    slide(card, options: .allowUserInteraction)
    story.perform { () throws(InputError) in try app.wait(.seconds(0.5)) }
    let shown = card.layer.presentation()?.frame ?? .zero
    story.say(
      "After 0.5 s the card is shown at \(shown.compactDescription); its model frame is \(card.frame.compactDescription)."
    )
    let whereShown = CGPoint(x: shown.midX, y: shown.midY)
    story.show(window.hitTestTrace(at: whereShown))
    story.show(window.explainMiss(of: card, at: whereShown))
    let whereItWillBe = CGPoint(x: card.frame.midX, y: card.frame.midY)
    story.say("A tap at \(whereItWillBe.compactDescription), where the card will be, hits it:")
    story.show(window.hitTestTrace(at: whereItWillBe))
    story.takeaway(
      "an animation changes the model values at once; hit testing uses them, so a moving view is hit where it "
        + "will be, not where it appears.")

    story.scene("BEFORE: without .allowUserInteraction the card takes no touch at all while it moves")
    (app, window, card) = makeScreen(catchesWhereShown: false)
    slide(card, options: [])
    story.perform { () throws(InputError) in try app.wait(.seconds(0.5)) }
    story.show(window.explainMiss(of: card, at: whereItWillBe))
    story.takeaway(
      "UIView.animate without .allowUserInteraction makes the animated views and their subviews ignore touches "
        + "until the animation ends; the touch falls through to the view behind.")

    story.scene("AFTER: a hitTest override asks the presentation layer")
    (app, window, card) = makeScreen(catchesWhereShown: true)
    slide(card, options: .allowUserInteraction)
    story.perform { () throws(InputError) in try app.wait(.seconds(0.5)) }
    story.show(window.hitTestTrace(at: whereShown))
    story.perform { () throws(InputError) in try app.tap(at: whereShown) }
    story.say("The card caught \(card.catches) touch.")
    story.takeaway(
      "to catch a moving view, override hitTest(_:with:) in its superview and test "
        + "subview.layer.presentation()?.hitTest(point); animate with .allowUserInteraction.")
  }
}

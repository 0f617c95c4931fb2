// Scroll-view decisions in the JSON export: `kind` is the case's name, then its fields by label; one exhaustive
// switch per type, without `default`, so a new case does not compile until it is encoded here (see
// InteractionTrace.Kind+JSON.swift).

extension TraceJSONEncoder {
  /// A scroll view's decision: `{"kind": "panRefused", "movement": {…}, "direction": "mostlyVertical",
  /// "axes": [{"axis": "vertical", "content": 200, "insets": 0, "bounds": 600, …}]}`.
  ///
  /// A pan admission's fields are the decision's own (`movement`, `direction`, `axes`); the delegate's moved
  /// target is `target`; a zoom's limits are `minimum` and `maximum`; a pinch's release is `release`.
  mutating func encode(_ decision: ScrollView.Decision) -> JSONValue {
    switch decision {
    case .panAdmitted(let admission): .object([("kind", "panAdmitted")] + fields(of: admission))
    case .panBeganCatchingMovingContent: .object([("kind", "panBeganCatchingMovingContent")])
    case .panRefused(let admission): .object([("kind", "panRefused")] + fields(of: admission))
    case .contentKeepsTouch(let view, let rule):
      .object([("kind", "contentKeepsTouch"), ("view", reference(view)), ("rule", encode(rule))])
    case .directionalLock(let angle, let movement, let lockedAxis):
      .object([
        ("kind", "directionalLock"), ("angle", number(angle)), ("movement", point(movement)),
        ("lockedAxis", lockedAxis.map(encode) ?? .null),
      ])
    case .beganDragging(let offset): .object([("kind", "beganDragging"), ("contentOffset", point(offset))])
    case .beganDraggingWhileZooming: .object([("kind", "beganDraggingWhileZooming")])
    case .dragged(let offset): .object([("kind", "dragged"), ("contentOffset", point(offset))])
    case .endedDragging(let offset, let velocity, let settling):
      .object([
        ("kind", "endedDragging"), ("contentOffset", point(offset)), ("velocity", point(velocity)),
        ("settling", settling.map(encode) ?? .null),
      ])
    case .delegateMovedTarget(let target, let natural, let answer):
      .object([
        ("kind", "delegateMovedTarget"), ("target", point(target)), ("natural", point(natural)),
        ("answer", encode(answer)),
      ])
    case .caughtMovingContent(let content, let offset):
      .object([
        ("kind", "caughtMovingContent"), ("content", encode(content)), ("contentOffset", point(offset)),
      ])
    case .animatesContentOffset(let from, let to):
      .object([("kind", "animatesContentOffset"), ("from", point(from)), ("to", point(to))])
    case .cameToRest(let offset, let time):
      .object([("kind", "cameToRest"), ("contentOffset", point(offset)), ("time", seconds(time))])
    case .bouncedAtEdge(let offset, let velocity):
      .object([
        ("kind", "bouncedAtEdge"), ("contentOffset", point(offset)), ("velocity", point(velocity)),
        ("frequency", number(ScrollView.edgeBounceFrequency)),
      ])
    case .decelerationFollowedOffset(let offset, let shift):
      .object([
        ("kind", "decelerationFollowedOffset"), ("contentOffset", point(offset)), ("shift", point(shift)),
      ])
    case .decelerationTargetKeptInRange(let target):
      .object([("kind", "decelerationTargetKeptInRange"), ("target", point(target))])
    case .zoomScaleIgnored(let property, let value):
      .object([("kind", "zoomScaleIgnored"), ("property", encode(property)), ("value", number(value))])
    case .zoomRectangleIgnored(let rectangle):
      .object([("kind", "zoomRectangleIgnored"), ("rect", rect(rectangle))])
    case .noViewForZooming(let reason): .object([("kind", "noViewForZooming"), ("reason", encode(reason))])
    case .zoomingTurnedOff(let limits): .object([("kind", "zoomingTurnedOff")] + fields(of: limits))
    case .pinchRefused(let limits): .object([("kind", "pinchRefused")] + fields(of: limits))
    case .zoomedSizeNotFinite(let scale, let view):
      .object([("kind", "zoomedSizeNotFinite"), ("scale", number(scale)), ("view", reference(view))])
    case .zoomingViewChanged(let old, let new):
      .object([("kind", "zoomingViewChanged"), ("from", reference(old)), ("to", reference(new))])
    case .secondFingerDoesNotZoom(let limits):
      .object([("kind", "secondFingerDoesNotZoom")] + fields(of: limits))
    case .beganZooming(let scale, let anchor, let view):
      .object([
        ("kind", "beganZooming"), ("scale", number(scale)), ("anchor", point(anchor)),
        ("view", reference(view)),
      ])
    case .pinchZoomed(let scale, let anchor, let view, let rubberBand):
      .object([
        ("kind", "pinchZoomed"), ("scale", number(scale)), ("anchor", point(anchor)),
        ("view", reference(view)),
        ("rubberBand", rubberBand.map(encode) ?? .null),
      ])
    case .zoomed(let scale, let offset):
      .object([("kind", "zoomed"), ("scale", number(scale)), ("contentOffset", point(offset))])
    case .animatesZoom(let from, let to, let offset):
      .object([
        ("kind", "animatesZoom"), ("from", number(from)), ("to", number(to)),
        ("contentOffset", point(offset)),
      ])
    case .endedZoomingWithoutView(let scale):
      .object([("kind", "endedZoomingWithoutView"), ("scale", number(scale))])
    case .endedZooming(let scale, let release):
      .object([("kind", "endedZooming"), ("scale", number(scale)), ("release", encode(release))])
    case .zoomCameToRest(let scale, let offset, let time):
      .object([
        ("kind", "zoomCameToRest"), ("scale", number(scale)), ("contentOffset", point(offset)),
        ("time", seconds(time)),
      ])
    }
  }

  /// A pan's movement since touch-down (window points), its main direction and the axes that decided.
  private func fields(of admission: ScrollView.PanAdmission) -> [(String, JSONValue)] {
    let direction: JSONValue =
      switch admission.direction {
      case .mostlyHorizontal: "mostlyHorizontal"
      case .mostlyVertical: "mostlyVertical"
      case .diagonal: "diagonal"
      }
    let axes: [JSONValue] = admission.axes.map { extent in
      .object([
        ("axis", encode(extent.axis)), ("content", number(extent.content)), ("insets", number(extent.insets)),
        ("bounds", number(extent.bounds)), ("alwaysBounce", .bool(extent.alwaysBounce)),
        ("bounces", .bool(extent.bounces)),
      ])
    }
    return [("movement", point(admission.movement)), ("direction", direction), ("axes", .array(axes))]
  }

  /// An axis: `"horizontal"` or `"vertical"`.
  private func encode(_ axis: ScrollView.DragAxis) -> JSONValue {
    switch axis {
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    }
  }

  /// Why content keeps a touch, as the rule's name.
  private func encode(_ rule: ScrollView.ContentTouchRule) -> JSONValue {
    switch rule {
    case .cannotCancelContentTouches: "cannotCancelContentTouches"
    case .touchesShouldCancelRefused: "touchesShouldCancelRefused"
    }
  }

  /// How released content settles: `{"kind": "paging", "target": {…}, "page": 2, "choice": {…}}`.
  private func encode(_ settling: ScrollView.Settling) -> JSONValue {
    switch settling {
    case .decelerating(let target, let rate):
      .object([("kind", "decelerating"), ("target", point(target)), ("rate", number(rate))])
    case .paging(let target, let page, let choice):
      .object([
        ("kind", "paging"), ("target", point(target)), ("page", .integer(page)), ("choice", encode(choice)),
      ])
    case .springingBack(let target): .object([("kind", "springingBack"), ("target", point(target))])
    }
  }

  /// Why a paging release chose its page: `{"kind": "fling", "speed": 1200, "threshold": 300}`.
  private func encode(_ choice: ScrollView.PageChoice) -> JSONValue {
    switch choice {
    case .fling(let speed):
      .object([
        ("kind", "fling"), ("speed", number(speed)), ("threshold", number(ScrollView.pagingFlingThreshold)),
      ])
    case .nearestPage(let speed):
      .object([
        ("kind", "nearestPage"), ("speed", number(speed)),
        ("threshold", number(ScrollView.pagingFlingThreshold)),
      ])
    }
  }

  /// What became of the delegate's target: `{"kind": "keptInRange", "target": {…}}`.
  private func encode(_ answer: ScrollView.TargetAnswer) -> JSONValue {
    switch answer {
    case .ignoredWithPaging: .object([("kind", "ignoredWithPaging")])
    case .ignoredNotFinite: .object([("kind", "ignoredNotFinite")])
    case .accepted: .object([("kind", "accepted")])
    case .keptInRange(let target): .object([("kind", "keptInRange"), ("target", point(target))])
    }
  }

  /// What a touch-down stopped, as its name.
  private func encode(_ content: ScrollView.MovingContent) -> JSONValue {
    switch content {
    case .deceleration: "deceleration"
    case .scrollingAnimation: "scrollingAnimation"
    }
  }

  /// A zoom-scale property, as UIKit names it.
  private func encode(_ property: ScrollView.ZoomScaleProperty) -> JSONValue {
    switch property {
    case .minimumZoomScale: "minimumZoomScale"
    case .maximumZoomScale: "maximumZoomScale"
    case .zoomScale: "zoomScale"
    }
  }

  /// Why there is no view for zooming: `{"kind": "notASubview", "view": {…}}`.
  private mutating func encode(_ reason: ScrollView.NoViewForZooming) -> JSONValue {
    switch reason {
    case .noDelegate: .object([("kind", "noDelegate")])
    case .delegateReturnedNil: .object([("kind", "delegateReturnedNil")])
    case .notASubview(let view): .object([("kind", "notASubview"), ("view", reference(view))])
    }
  }

  /// The zoom limits as they stood: `minimum` and `maximum`.
  private func fields(of limits: ScrollView.ZoomLimits) -> [(String, JSONValue)] {
    [("minimum", number(limits.minimum)), ("maximum", number(limits.maximum))]
  }

  /// The limit a pinch went past: `{"kind": "maximum", "scale": 4}`.
  private func encode(_ limit: ScrollView.ZoomLimit) -> JSONValue {
    switch limit {
    case .maximum(let scale): .object([("kind", "maximum"), ("scale", number(scale))])
    case .minimum(let scale): .object([("kind", "minimum"), ("scale", number(scale))])
    }
  }

  /// What follows a pinch: `{"kind": "bouncesBack", "scale": 4, "contentOffset": {…}}`.
  private func encode(_ release: ScrollView.ZoomRelease) -> JSONValue {
    switch release {
    case .rests: .object([("kind", "rests")])
    case .springsBack(let offset): .object([("kind", "springsBack"), ("contentOffset", point(offset))])
    case .bouncesBack(let scale, let offset):
      .object([("kind", "bouncesBack"), ("scale", number(scale)), ("contentOffset", point(offset))])
    }
  }
}

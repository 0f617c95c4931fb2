extension TraceFormatGolden {
  /// The small tap in version 2: typed decisions, every object an id reference.
  static let smallTapVersion2 = #"""
    {
      "format": "HitTestKit trace",
      "version": 2,
      "recordings": [
        {
          "type": "interactions",
          "entries": [
            {
              "time": 0,
              "depth": 0,
              "kind": "event",
              "number": 1,
              "touches": [
                {
                  "finger": 1,
                  "phase": "began",
                  "location": {"x": 40.5, "y": 35}
                }
              ],
              "scene": {
                "time": 0,
                "views": [
                  {
                    "id": 1,
                    "name": "window",
                    "class": "Window",
                    "parent": null,
                    "frame": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "center": {"x": 100, "y": 50},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": false,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": []
                  },
                  {
                    "id": 2,
                    "name": "card",
                    "class": "View",
                    "parent": 1,
                    "frame": {"x": 10, "y": 10, "width": 180, "height": 80},
                    "bounds": {"x": 0, "y": 0, "width": 180, "height": 80},
                    "center": {"x": 100, "y": 50},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": false,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": [
                      {"id": 3, "name": "cardTap", "class": "TapGestureRecognizer", "state": "possible", "isEnabled": true}
                    ]
                  },
                  {
                    "id": 4,
                    "name": "ok",
                    "class": "Button",
                    "parent": 2,
                    "frame": {"x": 10, "y": 10, "width": 60, "height": 30},
                    "bounds": {"x": 0, "y": 0, "width": 60, "height": 30},
                    "center": {"x": 40, "y": 25},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": false,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": []
                  },
                  {
                    "id": 5,
                    "name": "hidden",
                    "class": "View",
                    "parent": 2,
                    "frame": {"x": 100, "y": 10, "width": 40, "height": 40},
                    "bounds": {"x": 0, "y": 0, "width": 40, "height": 40},
                    "center": {"x": 120, "y": 30},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": true,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": []
                  }
                ]
              }
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "hitTest",
              "finger": 1,
              "hitTest": {
                "point": {"x": 40.5, "y": 35},
                "root": {"id": 1, "name": "window"},
                "result": {"id": 4, "name": "ok"},
                "steps": [
                  {
                    "depth": 0,
                    "view": {"id": 1, "name": "window"},
                    "kind": "visit",
                    "point": {"x": 40.5, "y": 35}
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "contains": true
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "pointInside",
                    "inside": true
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "subviewsFrontToBack",
                    "subviews": [
                      {"id": 2, "name": "card"}
                    ]
                  },
                  {
                    "depth": 1,
                    "view": {"id": 2, "name": "card"},
                    "kind": "visit",
                    "point": {"x": 30.5, "y": 25}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "card"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 180, "height": 80},
                    "contains": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "card"},
                    "kind": "pointInside",
                    "inside": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "card"},
                    "kind": "subviewsFrontToBack",
                    "subviews": [
                      {"id": 5, "name": "hidden"},
                      {"id": 4, "name": "ok"}
                    ]
                  },
                  {
                    "depth": 2,
                    "view": {"id": 5, "name": "hidden"},
                    "kind": "visit",
                    "point": {"x": -69.5, "y": 15}
                  },
                  {
                    "depth": 3,
                    "view": {"id": 5, "name": "hidden"},
                    "kind": "skipped",
                    "reason": {"kind": "hidden"}
                  },
                  {
                    "depth": 3,
                    "view": {"id": 5, "name": "hidden"},
                    "kind": "defaultResult",
                    "result": null
                  },
                  {
                    "depth": 3,
                    "view": {"id": 5, "name": "hidden"},
                    "kind": "returned",
                    "result": null,
                    "usedDefault": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 4, "name": "ok"},
                    "kind": "visit",
                    "point": {"x": 20.5, "y": 15}
                  },
                  {
                    "depth": 3,
                    "view": {"id": 4, "name": "ok"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 60, "height": 30},
                    "contains": true
                  },
                  {
                    "depth": 3,
                    "view": {"id": 4, "name": "ok"},
                    "kind": "pointInside",
                    "inside": true
                  },
                  {
                    "depth": 3,
                    "view": {"id": 4, "name": "ok"},
                    "kind": "subviewsFrontToBack",
                    "subviews": []
                  },
                  {
                    "depth": 3,
                    "view": {"id": 4, "name": "ok"},
                    "kind": "defaultResult",
                    "result": {"id": 4, "name": "ok"}
                  },
                  {
                    "depth": 3,
                    "view": {"id": 4, "name": "ok"},
                    "kind": "returned",
                    "result": {"id": 4, "name": "ok"},
                    "usedDefault": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "card"},
                    "kind": "defaultResult",
                    "result": {"id": 4, "name": "ok"}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "card"},
                    "kind": "returned",
                    "result": {"id": 4, "name": "ok"},
                    "usedDefault": true
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "defaultResult",
                    "result": {"id": 4, "name": "ok"}
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "returned",
                    "result": {"id": 4, "name": "ok"},
                    "usedDefault": true
                  }
                ]
              }
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "touchBound",
              "finger": 1,
              "view": {"id": 4, "name": "ok"},
              "recognizers": [
                {"id": 3, "name": "cardTap"}
              ]
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "delivered",
              "phase": "began",
              "to": {"id": 4, "name": "ok"},
              "fingers": [1]
            },
            {
              "time": 0,
              "depth": 2,
              "kind": "controlEvents",
              "control": {"id": 4, "name": "ok"},
              "events": ["touchDown"]
            },
            {
              "time": 0,
              "depth": 2,
              "kind": "handled",
              "phase": "began",
              "by": {"id": 4, "name": "ok"}
            },
            {"time": 0.05, "depth": 0, "kind": "clockAdvanced", "from": 0, "to": 0.05},
            {
              "time": 0.05,
              "depth": 0,
              "kind": "event",
              "number": 2,
              "touches": [
                {
                  "finger": 1,
                  "phase": "ended",
                  "location": {"x": 40.5, "y": 35}
                }
              ],
              "scene": {
                "time": 0.05,
                "views": [
                  {
                    "id": 1,
                    "name": "window",
                    "class": "Window",
                    "parent": null,
                    "frame": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "center": {"x": 100, "y": 50},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": false,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": []
                  },
                  {
                    "id": 2,
                    "name": "card",
                    "class": "View",
                    "parent": 1,
                    "frame": {"x": 10, "y": 10, "width": 180, "height": 80},
                    "bounds": {"x": 0, "y": 0, "width": 180, "height": 80},
                    "center": {"x": 100, "y": 50},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": false,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": [
                      {"id": 3, "name": "cardTap", "class": "TapGestureRecognizer", "state": "possible", "isEnabled": true}
                    ]
                  },
                  {
                    "id": 4,
                    "name": "ok",
                    "class": "Button",
                    "parent": 2,
                    "frame": {"x": 10, "y": 10, "width": 60, "height": 30},
                    "bounds": {"x": 0, "y": 0, "width": 60, "height": 30},
                    "center": {"x": 40, "y": 25},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": false,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": []
                  },
                  {
                    "id": 5,
                    "name": "hidden",
                    "class": "View",
                    "parent": 2,
                    "frame": {"x": 100, "y": 10, "width": 40, "height": 40},
                    "bounds": {"x": 0, "y": 0, "width": 40, "height": 40},
                    "center": {"x": 120, "y": 30},
                    "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                    "alpha": 1,
                    "isHidden": true,
                    "isUserInteractionEnabled": true,
                    "clipsToBounds": false,
                    "gestureRecognizers": []
                  }
                ]
              }
            },
            {
              "time": 0.05,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 3, "name": "cardTap"},
              "note": {
                "kind": "asked",
                "question": {
                  "kind": "viewShouldBegin",
                  "view": {"id": 4, "name": "ok"}
                },
                "answer": false
              }
            },
            {
              "time": 0.05,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 3, "name": "cardTap"},
              "note": {
                "kind": "transition",
                "from": "possible",
                "to": "failed",
                "cause": {
                  "kind": "viewRefusedToBegin",
                  "view": {"id": 4, "name": "ok"}
                }
              }
            },
            {
              "time": 0.05,
              "depth": 1,
              "kind": "delivered",
              "phase": "ended",
              "to": {"id": 4, "name": "ok"},
              "fingers": [1]
            },
            {
              "time": 0.05,
              "depth": 2,
              "kind": "controlEvents",
              "control": {"id": 4, "name": "ok"},
              "events": ["touchUpInside", "primaryActionTriggered"]
            },
            {
              "time": 0.05,
              "depth": 2,
              "kind": "handled",
              "phase": "ended",
              "by": {"id": 4, "name": "ok"}
            },
            {
              "time": 0.05,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 3, "name": "cardTap"},
              "note": {"kind": "reset"}
            }
          ]
        },
        {
          "type": "hitTest",
          "hitTest": {
            "point": {"x": 120, "y": 30},
            "root": {"id": 1, "name": "window"},
            "result": {"id": 2, "name": "card"},
            "steps": [
              {
                "depth": 0,
                "view": {"id": 1, "name": "window"},
                "kind": "visit",
                "point": {"x": 120, "y": 30}
              },
              {
                "depth": 1,
                "view": {"id": 1, "name": "window"},
                "kind": "boundsCheck",
                "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                "contains": true
              },
              {
                "depth": 1,
                "view": {"id": 1, "name": "window"},
                "kind": "pointInside",
                "inside": true
              },
              {
                "depth": 1,
                "view": {"id": 1, "name": "window"},
                "kind": "subviewsFrontToBack",
                "subviews": [
                  {"id": 2, "name": "card"}
                ]
              },
              {
                "depth": 1,
                "view": {"id": 2, "name": "card"},
                "kind": "visit",
                "point": {"x": 110, "y": 20}
              },
              {
                "depth": 2,
                "view": {"id": 2, "name": "card"},
                "kind": "boundsCheck",
                "bounds": {"x": 0, "y": 0, "width": 180, "height": 80},
                "contains": true
              },
              {
                "depth": 2,
                "view": {"id": 2, "name": "card"},
                "kind": "pointInside",
                "inside": true
              },
              {
                "depth": 2,
                "view": {"id": 2, "name": "card"},
                "kind": "subviewsFrontToBack",
                "subviews": [
                  {"id": 5, "name": "hidden"},
                  {"id": 4, "name": "ok"}
                ]
              },
              {
                "depth": 2,
                "view": {"id": 5, "name": "hidden"},
                "kind": "visit",
                "point": {"x": 10, "y": 10}
              },
              {
                "depth": 3,
                "view": {"id": 5, "name": "hidden"},
                "kind": "skipped",
                "reason": {"kind": "hidden"}
              },
              {
                "depth": 3,
                "view": {"id": 5, "name": "hidden"},
                "kind": "defaultResult",
                "result": null
              },
              {
                "depth": 3,
                "view": {"id": 5, "name": "hidden"},
                "kind": "returned",
                "result": null,
                "usedDefault": true
              },
              {
                "depth": 2,
                "view": {"id": 4, "name": "ok"},
                "kind": "visit",
                "point": {"x": 100, "y": 10}
              },
              {
                "depth": 3,
                "view": {"id": 4, "name": "ok"},
                "kind": "boundsCheck",
                "bounds": {"x": 0, "y": 0, "width": 60, "height": 30},
                "contains": false
              },
              {
                "depth": 3,
                "view": {"id": 4, "name": "ok"},
                "kind": "pointInside",
                "inside": false
              },
              {
                "depth": 3,
                "view": {"id": 4, "name": "ok"},
                "kind": "defaultResult",
                "result": null
              },
              {
                "depth": 3,
                "view": {"id": 4, "name": "ok"},
                "kind": "returned",
                "result": null,
                "usedDefault": true
              },
              {
                "depth": 2,
                "view": {"id": 2, "name": "card"},
                "kind": "defaultResult",
                "result": {"id": 2, "name": "card"}
              },
              {
                "depth": 2,
                "view": {"id": 2, "name": "card"},
                "kind": "returned",
                "result": {"id": 2, "name": "card"},
                "usedDefault": true
              },
              {
                "depth": 1,
                "view": {"id": 1, "name": "window"},
                "kind": "defaultResult",
                "result": {"id": 2, "name": "card"}
              },
              {
                "depth": 1,
                "view": {"id": 1, "name": "window"},
                "kind": "returned",
                "result": {"id": 2, "name": "card"},
                "usedDefault": true
              }
            ]
          }
        }
      ]
    }

    """#
}

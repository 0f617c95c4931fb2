extension TraceFormatGolden {
  /// Scroll, delegate and animation decisions in version 2.
  static let decisionsVersion2 = #"""
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
                  "location": {"x": 100, "y": 80}
                }
              ]
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "hitTest",
              "finger": 1,
              "hitTest": {
                "point": {"x": 100, "y": 80},
                "root": {"id": 1, "name": "window"},
                "result": {"id": 2, "name": "strip"},
                "steps": [
                  {
                    "depth": 0,
                    "view": {"id": 1, "name": "window"},
                    "kind": "visit",
                    "point": {"x": 100, "y": 80}
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 200},
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
                      {"id": 3, "name": "card"},
                      {"id": 2, "name": "strip"}
                    ]
                  },
                  {
                    "depth": 1,
                    "view": {"id": 3, "name": "card"},
                    "kind": "visit",
                    "point": {"x": 100, "y": -20}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "contains": false
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "pointInside",
                    "inside": false
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "defaultResult",
                    "result": null
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "returned",
                    "result": null,
                    "usedDefault": true
                  },
                  {
                    "depth": 1,
                    "view": {"id": 2, "name": "strip"},
                    "kind": "visit",
                    "point": {"x": 100, "y": 80}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "strip"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "contains": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "strip"},
                    "kind": "pointInside",
                    "inside": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "strip"},
                    "kind": "subviewsFrontToBack",
                    "subviews": []
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "strip"},
                    "kind": "defaultResult",
                    "result": {"id": 2, "name": "strip"}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 2, "name": "strip"},
                    "kind": "returned",
                    "result": {"id": 2, "name": "strip"},
                    "usedDefault": true
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "defaultResult",
                    "result": {"id": 2, "name": "strip"}
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "returned",
                    "result": {"id": 2, "name": "strip"},
                    "usedDefault": true
                  }
                ]
              }
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 4, "name": "strip.pan"},
              "note": {
                "kind": "asked",
                "question": {"kind": "shouldReceive", "finger": 1},
                "answer": true
              }
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "touchBound",
              "finger": 1,
              "view": {"id": 2, "name": "strip"},
              "recognizers": [
                {"id": 5, "name": "strip.contentTouchDelay"},
                {"id": 4, "name": "strip.pan"}
              ]
            },
            {
              "time": 0,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 5, "name": "strip.contentTouchDelay"},
              "note": {"kind": "delaying", "phase": "began", "finger": 1}
            },
            {"time": 0.15, "depth": 0, "kind": "timerFired", "name": "strip.contentTouchDelay: content touch delay"},
            {
              "time": 0.15,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 5, "name": "strip.contentTouchDelay"},
              "note": {
                "kind": "transition",
                "from": "possible",
                "to": "failed",
                "cause": {"kind": "contentTouchDelayPassed", "delay": 0.15}
              }
            },
            {
              "time": 0.15,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 5, "name": "strip.contentTouchDelay"},
              "note": {
                "kind": "released",
                "fingers": [1]
              }
            },
            {
              "time": 0.15,
              "depth": 1,
              "kind": "delivered",
              "phase": "began",
              "to": {"id": 2, "name": "strip"},
              "fingers": [1]
            },
            {
              "time": 0.15,
              "depth": 2,
              "kind": "handled",
              "phase": "began",
              "by": {"id": 2, "name": "strip"}
            },
            {
              "time": 0.15,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 5, "name": "strip.contentTouchDelay"},
              "note": {"kind": "reset"}
            },
            {
              "time": 0.25,
              "depth": 0,
              "kind": "event",
              "number": 2,
              "touches": [
                {
                  "finger": 1,
                  "phase": "moved",
                  "location": {"x": 100, "y": 50}
                }
              ]
            },
            {
              "time": 0.25,
              "depth": 1,
              "kind": "scroll",
              "view": {"id": 2, "name": "strip"},
              "decision": {
                "kind": "panRefused",
                "movement": {"x": 0, "y": -30},
                "direction": "mostlyVertical",
                "axes": [
                  {"axis": "vertical", "content": 100, "insets": 0, "bounds": 100, "alwaysBounce": false, "bounces": true}
                ]
              }
            },
            {
              "time": 0.25,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 4, "name": "strip.pan"},
              "note": {
                "kind": "asked",
                "question": {
                  "kind": "viewShouldBegin",
                  "view": {"id": 2, "name": "strip"}
                },
                "answer": false
              }
            },
            {
              "time": 0.25,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 4, "name": "strip.pan"},
              "note": {
                "kind": "transition",
                "from": "possible",
                "to": "failed",
                "cause": {
                  "kind": "viewRefusedToBegin",
                  "view": {"id": 2, "name": "strip"}
                }
              }
            },
            {
              "time": 0.25,
              "depth": 1,
              "kind": "delivered",
              "phase": "moved",
              "to": {"id": 2, "name": "strip"},
              "fingers": [1]
            },
            {
              "time": 0.25,
              "depth": 2,
              "kind": "handled",
              "phase": "moved",
              "by": {"id": 2, "name": "strip"}
            },
            {
              "time": 0.25,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 4, "name": "strip.pan"},
              "note": {"kind": "reset"}
            },
            {"time": 0.5, "depth": 0, "kind": "clockAdvanced", "from": 0.25, "to": 0.5},
            {
              "time": 0.5,
              "depth": 0,
              "kind": "event",
              "number": 3,
              "touches": [
                {
                  "finger": 1,
                  "phase": "moved",
                  "location": {"x": 100, "y": 20}
                }
              ]
            },
            {
              "time": 0.5,
              "depth": 1,
              "kind": "delivered",
              "phase": "moved",
              "to": {"id": 2, "name": "strip"},
              "fingers": [1]
            },
            {
              "time": 0.5,
              "depth": 2,
              "kind": "handled",
              "phase": "moved",
              "by": {"id": 2, "name": "strip"}
            },
            {
              "time": 0.5,
              "depth": 0,
              "kind": "event",
              "number": 4,
              "touches": [
                {
                  "finger": 1,
                  "phase": "ended",
                  "location": {"x": 100, "y": 20}
                }
              ]
            },
            {
              "time": 0.5,
              "depth": 1,
              "kind": "delivered",
              "phase": "ended",
              "to": {"id": 2, "name": "strip"},
              "fingers": [1]
            },
            {
              "time": 0.5,
              "depth": 2,
              "kind": "handled",
              "phase": "ended",
              "by": {"id": 2, "name": "strip"}
            },
            {
              "time": 0.5,
              "depth": 0,
              "kind": "event",
              "number": 5,
              "touches": [
                {
                  "finger": 1,
                  "phase": "began",
                  "location": {"x": 100, "y": 180}
                }
              ]
            },
            {
              "time": 0.5,
              "depth": 1,
              "kind": "hitTest",
              "finger": 1,
              "hitTest": {
                "point": {"x": 100, "y": 180},
                "root": {"id": 1, "name": "window"},
                "result": {"id": 3, "name": "card"},
                "steps": [
                  {
                    "depth": 0,
                    "view": {"id": 1, "name": "window"},
                    "kind": "visit",
                    "point": {"x": 100, "y": 180}
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 200},
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
                      {"id": 3, "name": "card"},
                      {"id": 2, "name": "strip"}
                    ]
                  },
                  {
                    "depth": 1,
                    "view": {"id": 3, "name": "card"},
                    "kind": "visit",
                    "point": {"x": 100, "y": 80}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "boundsCheck",
                    "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                    "contains": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "pointInside",
                    "inside": true
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "subviewsFrontToBack",
                    "subviews": []
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "defaultResult",
                    "result": {"id": 3, "name": "card"}
                  },
                  {
                    "depth": 2,
                    "view": {"id": 3, "name": "card"},
                    "kind": "returned",
                    "result": {"id": 3, "name": "card"},
                    "usedDefault": true
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "defaultResult",
                    "result": {"id": 3, "name": "card"}
                  },
                  {
                    "depth": 1,
                    "view": {"id": 1, "name": "window"},
                    "kind": "returned",
                    "result": {"id": 3, "name": "card"},
                    "usedDefault": true
                  }
                ]
              }
            },
            {
              "time": 0.5,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 6, "name": "cardPan"},
              "note": {
                "kind": "asked",
                "question": {"kind": "shouldReceive", "finger": 1},
                "answer": true
              }
            },
            {
              "time": 0.5,
              "depth": 1,
              "kind": "touchBound",
              "finger": 1,
              "view": {"id": 3, "name": "card"},
              "recognizers": [
                {"id": 6, "name": "cardPan"}
              ]
            },
            {
              "time": 0.5,
              "depth": 1,
              "kind": "delivered",
              "phase": "began",
              "to": {"id": 3, "name": "card"},
              "fingers": [1]
            },
            {
              "time": 0.5,
              "depth": 2,
              "kind": "forwarded",
              "phase": "began",
              "from": {"id": 3, "name": "card"},
              "to": {"id": 1, "name": "window"}
            },
            {
              "time": 0.5,
              "depth": 2,
              "kind": "forwarded",
              "phase": "began",
              "from": {"id": 1, "name": "window"},
              "to": {"id": 7, "name": "application"}
            },
            {"time": 0.5, "depth": 2, "kind": "unhandled", "phase": "began"},
            {"time": 0.75, "depth": 0, "kind": "clockAdvanced", "from": 0.5, "to": 0.75},
            {
              "time": 0.75,
              "depth": 0,
              "kind": "event",
              "number": 6,
              "touches": [
                {
                  "finger": 1,
                  "phase": "moved",
                  "location": {"x": 100, "y": 150}
                }
              ]
            },
            {
              "time": 0.75,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 6, "name": "cardPan"},
              "note": {
                "kind": "asked",
                "question": {
                  "kind": "viewShouldBegin",
                  "view": {"id": 3, "name": "card"}
                },
                "answer": true
              }
            },
            {
              "time": 0.75,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 6, "name": "cardPan"},
              "note": {
                "kind": "asked",
                "question": {"kind": "shouldBegin"},
                "answer": false
              }
            },
            {
              "time": 0.75,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 6, "name": "cardPan"},
              "note": {
                "kind": "transition",
                "from": "possible",
                "to": "failed",
                "cause": {"kind": "delegateRefusedToBegin"}
              }
            },
            {
              "time": 0.75,
              "depth": 1,
              "kind": "delivered",
              "phase": "moved",
              "to": {"id": 3, "name": "card"},
              "fingers": [1]
            },
            {
              "time": 0.75,
              "depth": 2,
              "kind": "forwarded",
              "phase": "moved",
              "from": {"id": 3, "name": "card"},
              "to": {"id": 1, "name": "window"}
            },
            {
              "time": 0.75,
              "depth": 2,
              "kind": "forwarded",
              "phase": "moved",
              "from": {"id": 1, "name": "window"},
              "to": {"id": 7, "name": "application"}
            },
            {"time": 0.75, "depth": 2, "kind": "unhandled", "phase": "moved"},
            {
              "time": 0.75,
              "depth": 1,
              "kind": "gesture",
              "recognizer": {"id": 6, "name": "cardPan"},
              "note": {"kind": "reset"}
            },
            {"time": 1, "depth": 0, "kind": "clockAdvanced", "from": 0.75, "to": 1},
            {
              "time": 1,
              "depth": 0,
              "kind": "event",
              "number": 7,
              "touches": [
                {
                  "finger": 1,
                  "phase": "moved",
                  "location": {"x": 100, "y": 120}
                }
              ]
            },
            {
              "time": 1,
              "depth": 1,
              "kind": "delivered",
              "phase": "moved",
              "to": {"id": 3, "name": "card"},
              "fingers": [1]
            },
            {
              "time": 1,
              "depth": 2,
              "kind": "forwarded",
              "phase": "moved",
              "from": {"id": 3, "name": "card"},
              "to": {"id": 1, "name": "window"}
            },
            {
              "time": 1,
              "depth": 2,
              "kind": "forwarded",
              "phase": "moved",
              "from": {"id": 1, "name": "window"},
              "to": {"id": 7, "name": "application"}
            },
            {"time": 1, "depth": 2, "kind": "unhandled", "phase": "moved"},
            {
              "time": 1,
              "depth": 0,
              "kind": "event",
              "number": 8,
              "touches": [
                {
                  "finger": 1,
                  "phase": "ended",
                  "location": {"x": 100, "y": 120}
                }
              ]
            },
            {
              "time": 1,
              "depth": 1,
              "kind": "delivered",
              "phase": "ended",
              "to": {"id": 3, "name": "card"},
              "fingers": [1]
            },
            {
              "time": 1,
              "depth": 2,
              "kind": "forwarded",
              "phase": "ended",
              "from": {"id": 3, "name": "card"},
              "to": {"id": 1, "name": "window"}
            },
            {
              "time": 1,
              "depth": 2,
              "kind": "forwarded",
              "phase": "ended",
              "from": {"id": 1, "name": "window"},
              "to": {"id": 7, "name": "application"}
            },
            {"time": 1, "depth": 2, "kind": "unhandled", "phase": "ended"},
            {
              "time": 1,
              "depth": 0,
              "kind": "animation",
              "views": [
                {"id": 3, "name": "card"}
              ],
              "decision": {
                "kind": "began",
                "number": 1,
                "changes": [
                  {
                    "view": {"id": 3, "name": "card"},
                    "from": {
                      "center": {"x": 100, "y": 150},
                      "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                      "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                      "alpha": 1
                    },
                    "to": {
                      "center": {"x": 100, "y": 150},
                      "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                      "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0},
                      "alpha": 0.5
                    }
                  }
                ],
                "duration": 0.25,
                "delay": 0,
                "timing": {"kind": "curve", "curve": "linear"},
                "allowsUserInteraction": false
              }
            },
            {"time": 1.25, "depth": 0, "kind": "timerFired", "name": "animation 1 ends (card)"}
          ]
        }
      ]
    }

    """#
}

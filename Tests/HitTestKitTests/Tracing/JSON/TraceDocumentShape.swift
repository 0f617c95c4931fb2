/// The documented shape of a trace document (Documentation/TraceFormat.md), as `Decodable` types.
///
/// It is what a program outside Swift reads; members that only some kinds have are optional.
enum TraceDocumentShape {
  struct Document: Decodable {
    let format: String
    let version: Int
    let recordings: [Recording]
  }

  struct Recording: Decodable {
    let type: String
    let entries: [Entry]?
    let hitTest: HitTest?
  }

  struct Entry: Decodable {
    let time: Double
    let depth: Int
    let kind: String
    let number: Int?
    let touches: [Touch]?
    let finger: Int?
    let hitTest: HitTest?
    let recognizer: Reference?
    let note: GestureNote?
    let view: Reference?
    let decision: ScrollDecision?
    let control: Reference?
    let events: [String]?
    let scene: Scene?
  }

  /// A gesture-recognizer note (`kind` `transition`, `asked`…).
  struct GestureNote: Decodable {
    let kind: String
    let from: String?
    let to: String?
    let cause: Cause?
    let question: Question?
    let answer: Bool?
  }

  /// A transition's cause: its kind and the fields some kinds have.
  struct Cause: Decodable {
    let kind: String
    let distance: Double?
    let limit: Double?
    let recognizer: Reference?
    let view: Reference?
  }

  /// A question asked about a recognizer.
  struct Question: Decodable {
    let kind: String
    let finger: Int?
    let view: Reference?
    let with: Reference?
  }

  /// A scroll view's decision: a pan's admission or refusal here.
  struct ScrollDecision: Decodable {
    let kind: String
    let movement: Point?
    let direction: String?
    let axes: [AxisExtent]?
  }

  /// Why an axis can or cannot scroll.
  struct AxisExtent: Decodable, Equatable {
    let axis: String
    let content: Double
    let insets: Double
    let bounds: Double
    let alwaysBounce: Bool
    let bounces: Bool
  }

  struct Touch: Decodable {
    let finger: Int
    let phase: String
    let location: Point
  }

  struct Point: Decodable, Equatable {
    let x: Double
    let y: Double
  }

  struct Rect: Decodable, Equatable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
  }

  struct Transform: Decodable, Equatable {
    let a: Double
    let b: Double
    let c: Double
    let d: Double
    let tx: Double
    let ty: Double
  }

  struct Reference: Decodable, Equatable {
    let id: Int?
    let name: String
  }

  struct HitTest: Decodable {
    let point: Point
    let root: Reference
    let result: Reference?
    let steps: [Step]
  }

  struct Step: Decodable {
    let depth: Int
    let view: Reference
    let kind: String
    let point: Point?
    let bounds: Rect?
    let contains: Bool?
  }

  struct Scene: Decodable {
    let time: Double
    let views: [ViewState]
  }

  struct ViewState: Decodable {
    let id: Int
    let name: String
    let `class`: String
    let parent: Int?
    let frame: Rect
    let bounds: Rect
    let center: Point
    let transform: Transform
    let alpha: Double
    let isHidden: Bool
    let isUserInteractionEnabled: Bool
    let clipsToBounds: Bool
    let gestureRecognizers: [RecognizerState]
  }

  struct RecognizerState: Decodable {
    let id: Int
    let name: String
    let `class`: String
    let state: String
    let isEnabled: Bool
  }
}

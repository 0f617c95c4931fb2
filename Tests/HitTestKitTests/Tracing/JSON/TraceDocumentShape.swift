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
    let scene: Scene?
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

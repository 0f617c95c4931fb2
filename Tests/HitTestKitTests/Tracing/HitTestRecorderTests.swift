import Testing

@testable import HitTestKit

/// The recorder stores its steps in plain buffers that grow: a trace longer and deeper than their first
/// capacity (256 steps, 16 open visits) must come out whole and in order.
@Suite struct HitTestRecorderTests {
  @Test("a plain buffer keeps every element, in order, across growth, and hands its memory over once")
  func plainBufferGrowth() throws {
    var buffer = PlainBuffer<Int>()
    let hadMemory = buffer.hasMemory
    #expect(!hadMemory)
    #expect(buffer.last == nil)
    for value in 0..<1_000 { buffer.append(value) }
    let count = buffer.count
    #expect(count == 1_000)
    var inOrder = true
    for index in 0..<1_000 where buffer[index] != index { inOrder = false }
    #expect(inOrder)
    buffer[10] = -1
    let changed = buffer[10]
    #expect(changed == -1)
    buffer.removeLast()
    #expect(buffer.last == 998)
    let taken = buffer.takeMemory()
    let memory = try #require(taken?.memory)
    #expect(taken?.count == 999)
    #expect(memory[998] == 998)
    memory.deallocate()
    let hasMemoryAfter = buffer.hasMemory
    #expect(!hasMemoryAfter)
    let takenAgain = buffer.takeMemory()
    #expect(takenAgain == nil)
  }

  @Test("a chain of 100 nested views is traced whole: 100 visits, each one level deeper, and the leaf hit")
  func deepChainTrace() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var parent: View = window
    var chain: [View] = []
    for index in 0..<100 {
      let view = View(frame: CGRect(x: 1, y: 1, width: 300, height: 300))
      view.name = "level\(index)"
      parent.addSubview(view)
      chain.append(view)
      parent = view
    }
    let trace = window.hitTestTrace(at: CGPoint(x: 150, y: 150))
    #expect(trace.result === chain.last)
    #expect(trace.visitedViews.count == 101)
    let visitDepths = trace.steps.compactMap { step -> Int? in
      if case .visit = step.kind { return step.depth }
      return nil
    }
    #expect(visitDepths == Array(0...100))
    // Each view: visit, bounds check, point inside, subviews, default result, returned.
    #expect(trace.steps.count == 101 * 6)
  }

  @Test("an untraced hit test leaves the event's recorder idle")
  func untracedStaysIdle() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let event = Event()
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: event) === window)
    let isRecording = event.hitTestRecorder.isRecording
    #expect(!isRecording)
  }
}

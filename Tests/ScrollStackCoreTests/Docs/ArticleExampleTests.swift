// The code of the ScrollStackCore documentation's articles, run: each article's code block is
// the text between a pair of markers here (CI checks that they match), followed by checks of what
// the article says it does.

import ScrollStackCore
import Testing

@Suite("Documentation examples (ScrollStackCore)")
struct ArticleExampleTests {
    @Test("Getting started: rows, measurements, frames and events")
    func gettingStarted() {
        // DocC example begin
        var stack = StackEngine(configuration: StackConfiguration(
            containerSize: Size(width: 390, height: 844), spacing: 8))

        let header = stack.append(.fixed(44))
        let story = stack.append(RowSpec(size: .fitting))   // measured by the host
        stack.setMeasuredExtent(120, of: story)

        let frames = stack.frames(of: story)!               // row, content and separator
        let visible = Rect(x: 0, y: 0, width: 390, height: 844)
        let events = stack.commit(visibleRect: visible)     // what changed, once
        // DocC example end
        #expect(frames.row == Rect(x: 0, y: 52, width: 390, height: 120))
        #expect(stack.frames(of: header)?.row.height == 44)
        #expect(events.contains(.rowInserted(story, index: 1)) && events.last == .layoutUpdated)
    }

    @Test("Pinned rows: the header of the section at the top sticks there")
    func pinnedRows() {
        // DocC example begin
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 320, height: 480)))
        var specs: [RowSpec] = []
        for _ in 0 ..< 100 {
            specs.append(RowSpec(size: .fixed(30), isPinned: true))   // a header
            specs += Array(repeating: .fixed(44), count: 20)         // its section
        }
        let rows = engine.append(contentsOf: specs)
        let visible = Rect(x: 0, y: 2_000, width: 320, height: 480)
        let stuck = engine.stuckRow(in: visible)   // draw it at stuck.frames, above the other rows
        // DocC example end
        // A section is 30 + 20 × 44 = 910 points: y 2,000 is in section 2, whose header is row 42.
        #expect(stuck?.id == rows[42])
        #expect(stuck?.frames.row == Rect(x: 0, y: 2_000, width: 320, height: 30))
    }

    @Test("Hosting the engine: one frame of a host that measures rows near the screen")
    func hostingFrame() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 80, height: 24)))
        engine.append(contentsOf: (0 ..< 1_000).map { _ in RowSpec.estimated(1) })
        var drawn: [(RowID, Rect)] = []
        func draw(_ row: RowID, in rect: Rect) { drawn.append((row, rect)) }
        func lines(of row: RowID, width: Double) -> Double { 3 }
        // DocC example begin
        var viewport = Viewport(offset: Point(x: 0, y: 0), size: Size(width: 80, height: 24))
        // 1. Measure the rows on and near the screen; the engine keeps the content still.
        viewport.offset = engine.measureRows(near: viewport, overscan: 24) { request in
            lines(of: request.row, width: request.crossExtent)
        }
        // 2. Draw what is visible, where the engine puts it.
        engine.forEachLayout(intersecting: viewport.visibleRect) { layout in
            draw(layout.id, in: layout.frames.row)
        }
        // 3. Report what changed since the last frame.
        for event in engine.commit(visibleRect: viewport.visibleRect) {
            if case .visibilityChanged(let change) = event { print(change) }
        }
        // DocC example end
        #expect(drawn.count == 8 && drawn.allSatisfy { $0.1.height == 3 })
    }

    @Test("Long stacks: a million estimated rows, a jump, and the reading position kept")
    func longStacks() {
        // DocC example begin
        var engine = StackEngine(configuration: StackConfiguration(
            containerSize: Size(width: 390, height: 844), estimatedRowExtent: 60))
        let rows = engine.append(contentsOf: Array(repeating: RowSpec(size: .fitting), count: 1_000_000))

        // Jump to a row never measured: the engine measures around it until it lands exactly.
        var viewport = Viewport(size: Size(width: 390, height: 844))
        viewport.offset = engine.settledScrollOffset(toShow: rows[500_000], at: .start, in: viewport) { row, width in
            80   // what the host measured for `row` at `width`
        }!

        // Rows above the screen change size: the row being read stays where it is.
        let anchor = engine.scrollAnchor(in: viewport)!
        engine.setMeasuredExtent(200, of: rows[499_999])
        viewport.offset = engine.offset(restoring: anchor, in: viewport)
        // DocC example end
        #expect(engine.row(at: viewport.offset) == rows[500_000])
    }

    @Test("Events and visibility: what a commit reports")
    func events() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        let rows = engine.append(contentsOf: Array(repeating: RowSpec.fixed(40), count: 5))
        let visibleRect = Rect(x: 0, y: 0, width: 100, height: 100)
        _ = engine.commit(visibleRect: visibleRect)
        var log: [String] = []
        // DocC example begin
        engine.setHidden(true, forRow: rows[0])
        for event in engine.commit(visibleRect: visibleRect) {
            switch event {
            case .visibilityChanged(let change):
                log.append("\(change.row): \(String(describing: change.old)) → \(change.new)")
            case .rowInserted, .rowRemoved, .rowMoved, .contentSizeChanged, .layoutUpdated:
                break
            }
        }
        // DocC example end
        #expect(log.count == 3)
        #expect(engine.visibility(of: rows[2], in: visibleRect) == .entire)
    }

    @Test("Animations and completions: a transition from a snapshot, and each completion run once")
    func animations() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        let visibleRect = Rect(x: 0, y: 0, width: 100, height: 100)
        var ran = 0
        // DocC example begin
        let first = engine.append(.fixed(40))
        let before = engine.layoutSnapshot(around: visibleRect)
        let added = engine.insert(.fixed(30), at: 0)
        let transition = Transition(from: before, to: engine, in: visibleRect,
                                    timing: .easeInOut(duration: 0.3))
        let halfway = transition.transition(of: first)?.frames(atProgress: 0.5)

        var completions = CompletionLedger<() -> Void>()
        let token = completions.add { ran += 1 }
        completions.take(token)?()   // the animation finished
        completions.take(token)?()   // …or was interrupted as well: nothing runs twice
        // DocC example end
        #expect(halfway?.row.minY == 15 && transition.transition(of: added)?.kind == .appearing)
        #expect(ran == 1 && completions.pendingCount == 0)
    }
}

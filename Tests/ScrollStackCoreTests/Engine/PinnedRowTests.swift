// Pinned rows: the stuck row and where it is drawn, its visibility events, scroll targets after
// it, and pinned rows kept through bulk loads and edits. The random model (PropertyTests) checks
// the same rules against brute force; these cases show each one plainly.

@_spi(Testing) import ScrollStackCore
import Testing

@Suite("Pinned rows")
struct PinnedRowTests {
    /// Sections of ten rows 20 points tall, each under a header 30 points tall: header k is row
    /// 11k, at 230k.
    static func sections(_ count: Int, axis: StackAxis = .vertical) -> (StackEngine, [RowID]) {
        var engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: Size(width: 320, height: 480)))
        var specs: [RowSpec] = []
        for _ in 0 ..< count {
            specs.append(RowSpec(size: .fixed(30), isPinned: true))
            specs += Array(repeating: RowSpec.fixed(20), count: 10)
        }
        let rows = engine.append(contentsOf: specs)
        return (engine, rows)
    }

    static func screen(at y: Double) -> Rect { Rect(x: 0, y: y, width: 320, height: 480) }

    @Test("the last header at or before the top sticks there, until the next one pushes it away")
    func stickingAndPushing() {
        let (engine, rows) = Self.sections(5)
        #expect(engine.hasPinnedRows)
        // At its own place: stuck with its own frames.
        let atPlace = engine.stuckRow(in: Self.screen(at: 0))
        #expect(atPlace?.id == rows[0] && atPlace?.frames == engine.frames(of: rows[0]))
        // Scrolled into section 1: header 1 (row 11, at 230) is drawn at the top.
        let stuck = engine.stuckRow(in: Self.screen(at: 300))
        #expect(stuck?.id == rows[11] && stuck?.index == 11)
        #expect(stuck?.frames.row == Rect(x: 0, y: 300, width: 320, height: 30))
        #expect(stuck?.frames.content.minY == 300)
        // 20 points before header 2 (at 460): header 1 is pushed up to 430, ending where it starts.
        #expect(engine.stuckRow(in: Self.screen(at: 440))?.frames.row.minY == 430)
        #expect(engine.stuckRow(in: Self.screen(at: 460))?.id == rows[22])
        // Above the first header (pulled down): nothing is stuck.
        #expect(engine.stuckRow(in: Self.screen(at: -40)) == nil)
    }

    @Test("hidden or unpinned rows do not stick; unknown rows change nothing")
    func hiddenAndUnpinned() {
        var (engine, rows) = Self.sections(3)
        engine.setHidden(true, forRow: rows[11])
        // Header 1 hidden: header 0 stays stuck through section 1, pushed only by header 2.
        #expect(engine.stuckRow(in: Self.screen(at: 300))?.id == rows[0])
        engine.setHidden(false, forRow: rows[11])
        let found = engine.setPinned(false, forRow: rows[11])
        #expect(found)
        #expect(!engine.isPinned(rows[11]) && engine.spec(of: rows[11])?.isPinned == false)
        #expect(engine.stuckRow(in: Self.screen(at: 300))?.id == rows[0])
        var other = StackEngine()
        let foreign = other.append(.fixed(10))
        let foundForeign = engine.setPinned(true, forRow: foreign)
        #expect(!foundForeign && !engine.isPinned(foreign))
        for row in rows where engine.isPinned(row) { engine.setPinned(false, forRow: row) }
        #expect(!engine.hasPinnedRows)
        #expect(engine.stuckRow(in: Self.screen(at: 300)) == nil)
    }

    @Test("a horizontal stack sticks to the left edge, or the right one right to left", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func horizontal(direction: LayoutDirection) {
        var (engine, rows) = Self.sections(4, axis: .horizontal)
        engine.configuration.layoutDirection = direction
        let width = engine.contentSize.width
        let screen = Rect(x: direction == .leftToRight ? 300 : width - 300 - 320, y: 0, width: 320, height: 480)
        let stuck = engine.stuckRow(in: screen)
        #expect(stuck?.id == rows[11])
        #expect(stuck?.frames.row == (direction == .leftToRight ? Rect(x: 300, y: 0, width: 30, height: 480)
                                                                : Rect(x: width - 330, y: 0, width: 30, height: 480)))
    }

    @Test("a stuck header is reported where it is drawn: visible while it sticks, gone when the next takes over")
    func visibilityEvents() {
        var (engine, rows) = Self.sections(3)
        _ = engine.commit(visibleRect: Self.screen(at: 0))
        // Header 0 leaves its place but stays drawn at the top: no change for it.
        var events = engine.commit(visibleRect: Self.screen(at: 100))
        #expect(!Self.changes(in: events).contains { $0.row == rows[0] })
        #expect(engine.visibility(of: rows[0], in: Self.screen(at: 100)) == .entire)
        #expect(engine.visibleRows(in: Self.screen(at: 100)).first == rows[0])
        // Pushed half out by header 1.
        events = engine.commit(visibleRect: Self.screen(at: 215))
        let pushed = Self.changes(in: events).filter { $0.row == rows[0] }
        #expect(pushed.map(\.old) == [.entire] && pushed.map(\.new) == [.partial(0.5)])
        // Header 1 takes over: header 0 goes offscreen, header 1 stays entire.
        events = engine.commit(visibleRect: Self.screen(at: 300))
        #expect(Self.changes(in: events).filter { $0.row == rows[0] }.map(\.new) == [.offscreen])
        #expect(!Self.changes(in: events).contains { $0.row == rows[11] })
        // Removed while stuck: reported removed, once.
        engine.remove(rows[11])
        events = engine.commit(visibleRect: Self.screen(at: 300))
        #expect(Self.changes(in: events).filter { $0.row == rows[11] }.map(\.new) == [.removed])
    }

    static func changes(in events: [StackEvent]) -> [VisibilityChange] {
        events.compactMap { if case .visibilityChanged(let change) = $0 { change } else { nil } }
    }

    @Test("a row scrolled to the start rests just after the header that sticks there")
    func scrollTargets() {
        let (engine, rows) = Self.sections(5)
        let viewport = Viewport(offset: .zero, size: Size(width: 320, height: 480), insets: Insets(top: 44, left: 0, bottom: 0, right: 0))
        // Row 15 starts at 230 + 30 + 3 × 20 = 320; the header takes 30 under a 44-point bar.
        let row15 = engine.scrollOffset(toShow: rows[15], at: .start, in: viewport)
        #expect(row15 == Point(x: 0, y: 246))
        // A header itself goes to the top.
        let header2 = engine.scrollOffset(toShow: rows[22], at: .start, in: viewport)
        #expect(header2 == Point(x: 0, y: 416))
        // Automatic: a row under the stuck header counts as out of view; one below it is left alone.
        let under = Viewport(offset: Point(x: 0, y: 320 - 44 - 10), size: viewport.size, insets: viewport.insets)
        let automatic = engine.scrollOffset(toShow: rows[15], at: .automatic, in: under)
        #expect(automatic == Point(x: 0, y: 246))
        let clear = Viewport(offset: Point(x: 0, y: 240), size: viewport.size, insets: viewport.insets)
        let left = engine.scrollOffset(toShow: rows[15], at: .automatic, in: clear)
        #expect(left == Point(x: 0, y: 240))
    }

    @Test("a hit test as drawn finds the stuck header over the row it covers; a revealed rect rests below it")
    func hitTestsAndReveal() {
        let (engine, rows) = Self.sections(5)
        let screen = Self.screen(at: 300)
        // At y 310 the header of section 1 is drawn over row 14 (at 300 … 320).
        #expect(engine.row(at: Point(x: 10, y: 310)) == rows[14])
        #expect(engine.row(at: Point(x: 10, y: 310), in: screen) == rows[11])
        #expect(engine.row(at: Point(x: 10, y: 335), in: screen) == rows[15])
        // A text field inside row 15 (320 … 340), above the visible area: it comes to rest below
        // the 30-point header, 8 points clear.
        let viewport = Viewport(offset: Point(x: 0, y: 400), size: Size(width: 320, height: 480))
        let target = engine.scrollOffset(toReveal: Rect(x: 0, y: 325, width: 100, height: 10), margin: 8, in: viewport)
        #expect(target.y == 325 - 8 - 30)
        // A field inside the stuck header is on screen wherever the content is: nothing moves.
        let inHeader = engine.scrollOffset(toReveal: Rect(x: 0, y: 405, width: 100, height: 20), margin: 8, in: viewport)
        #expect(inHeader.y == 400)
    }

    @Test("pinned rows survive bulk loads, batch inserts, moves and replacing specs")
    func keptThroughEdits() {
        var engine = StackEngine()
        var specs = Array(repeating: RowSpec.fixed(10), count: 3_000)
        for index in stride(from: 0, to: 3_000, by: 500) { specs[index].isPinned = true }
        let rows = engine.append(contentsOf: specs)
        #expect(rows.indices.filter { engine.isPinned(rows[$0]) } == Array(stride(from: 0, to: 3_000, by: 500)))
        // A large batch in the middle rebuilds the tree; the marks stay.
        _ = engine.insert(contentsOf: Array(repeating: RowSpec.fixed(10), count: 4_000), at: .index(1_000))
        #expect(engine.stuckRow(in: Rect(x: 0, y: 54_990, width: 10, height: 10))?.id == rows[1_000])
        engine.move(rows[500], to: 0)
        // Now first, it sticks at the top; the old first header, right after it, pushes it.
        #expect(engine.isPinned(rows[500]) && engine.stuckRow(in: Rect(x: 0, y: 5, width: 10, height: 10))?.id == rows[500])
        engine.updateSpec(ofRow: rows[1]) { $0.isPinned = true }
        #expect(engine.isPinned(rows[1]))
        engine.checkInvariants()
    }

    @Test("at a million rows, the stuck row is the header of the row at the top")
    func millionRows() {
        var engine = StackEngine()
        var specs = Array(repeating: RowSpec.fixed(20), count: 1_000_000)
        for index in stride(from: 0, to: specs.count, by: 1_000) { specs[index] = RowSpec(size: .fixed(30), isPinned: true) }
        let rows = engine.append(contentsOf: specs)
        var random = SystemRandomNumberGenerator()
        for _ in 0 ..< 200 {
            let section = Int.random(in: 0 ..< 1_000, using: &random)
            // Somewhere in the section, at least 30 points before the next header.
            let start = Double(section) * (30 + 999 * 20)
            let y = start + Double.random(in: 0 ..< 999 * 20, using: &random)
            let stuck = engine.stuckRow(in: Rect(x: 0, y: y, width: 320, height: 480))
            #expect(stuck?.id == rows[section * 1_000] && stuck?.frames.row.minY == y)
        }
    }
}

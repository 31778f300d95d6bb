// Every benchmark's work, checked: each workload call does its work every time it is called (a full
// layout pass re-derives every extent, a scroll frame draws and writes what scrolled in, a host's
// frame delivers its events), and its result equals what a plain computation gives. A benchmark
// whose input stopped changing between iterations, or whose work was skipped, fails here.

import BenchmarkWorkloads
import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Engine workloads do their work every iteration")
struct EngineWorkloadTests {
    /// The rows' frames a plain loop gives, for a separator `thickness` thick.
    static func reference(_ heights: [Double], thickness: Double) -> [(start: Double, height: Double)] {
        var start = 0.0
        return heights.map { height in
            defer { start += height + thickness }
            return (start, height)
        }
    }

    @Test("each full layout pass lays the rows out again, with the other separator thickness", arguments: [1_000, 4_099])
    func fullLayout(rows: Int) {
        let fixture = FullLayoutFixture(count: rows)
        for pass in 0 ..< 4 {
            let thickness = fixture.nextThickness
            #expect(thickness == (pass % 2 == 0 ? 2 : 1))
            let sum = fixture.pass()
            let expected = Self.reference(fixture.heights, thickness: thickness).reduce(0) { $0 + $1.start + $1.height + thickness }
            #expect(sum == expected, "pass \(pass)")
        }
        #expect(fixture.passes == 4)
    }

    @Test("a pass reading every rectangle reads every rectangle of every row")
    func everyRectangle() {
        let fixture = FullLayoutFixture(count: 2_000)
        for pass in 0 ..< 3 {
            let thickness = fixture.nextThickness
            let sum = fixture.passReadingEveryRectangle()
            let expected = Self.reference(fixture.heights, thickness: thickness).reduce(0.0) { total, row in
                let end = row.start + row.height + thickness
                return total + end + (row.start + row.height) + 390 + end
            }
            #expect(sum == expected, "pass \(pass)")
        }
    }

    @Test("a pass storing frames stores every row's frames, laid out again")
    func storedFrames() {
        let fixture = FullLayoutFixture(count: 3_000)
        var frames: [RowFrames] = []
        for _ in 0 ..< 3 {
            let thickness = fixture.nextThickness
            let last = fixture.passStoringFrames(into: &frames)
            let reference = Self.reference(fixture.heights, thickness: thickness)
            #expect(frames.count == 3_000 && last == reference.last!.start + reference.last!.height + thickness)
            #expect(frames[1_500].row.minY == reference[1_500].start)
        }
    }

    @Test("a bulk load builds every row")
    func bulkLoad() {
        let heights = EngineWorkload.heights(10_000)
        let engine = EngineWorkload.engine(heights)
        #expect(engine.count == 10_000 && engine.contentSize.height == heights.reduce(0) { $0 + $1 + 1 })
    }

    @Test("single operations: the middle row changes size each time, a row comes and goes, the viewport's rows")
    func operations() {
        let fixture = EngineFixture(count: 5_000)
        let sizes = EngineWorkload.resizedHeights(fixture.heights)
        let total = fixture.heights.reduce(0) { $0 + $1 + 1 }
        let lastHeight = fixture.heights.last! + 1
        #expect(sizes.original != sizes.changed)
        for iteration in 1 ... 4 {
            let offset = fixture.resizeMiddleRow()
            let expected = total - lastHeight + (iteration % 2 == 1 ? sizes.changed - sizes.original : 0)
            #expect(offset == expected, "iteration \(iteration)")
        }
        #expect(fixture.insertAndRemoveInTheMiddle() == 5_001 && fixture.engine.count == 5_000)
        let rows = fixture.rowsInTheViewport()
        let middle = fixture.engine.contentSize.height / 2
        let expected = fixture.engine.rows.filter { row in
            let frame = fixture.engine.frames(of: row)!.row
            return frame.maxY > middle && frame.minY < middle + 844
        }
        #expect(!rows.isEmpty && rows == expected)
        // Every one-point scroll of the middle of these rows (20 to 300 points tall) changes how
        // much of the first or last row shows.
        _ = fixture.commitOnePointScroll()
        for _ in 1 ... 4 {
            let changes = fixture.commitOnePointScroll().filter { if case .visibilityChanged = $0 { true } else { false } }
            #expect(!changes.isEmpty)
        }
    }

    @Test("each stuck-row lookup finds the header of the section at a new top, drawn at that top or pushed")
    func stuckRows() {
        let fixture = PinnedFixture(count: 5_000)
        var tops: Set<Double> = []
        for _ in 0 ..< 12 {
            let stuck = fixture.stuckRow()
            let top = fixture.top
            tops.insert(top)
            // Brute force: the last header starting at or before the top.
            let header = fixture.headers.last { fixture.engine.frames(of: $0)!.row.minY <= top }
            #expect(stuck?.id == header)
            let next = fixture.headers.first { fixture.engine.frames(of: $0)!.row.minY > top }
            let length = stuck.map { $0.frames.row.height } ?? 0
            let expected = min(top, next.map { fixture.engine.frames(of: $0)!.row.minY - length } ?? top)
            #expect(stuck?.frames.row.minY == max(expected, header.map { fixture.engine.frames(of: $0)!.row.minY } ?? 0))
        }
        #expect(tops.count == 12)
    }

    @Test("each steady-scroll frame moves the viewport and realizes the same rows with or without prefetching; the band stays ahead")
    func prefetchingFrames() {
        let plain = PrefetchFixture(count: 5_000, prefetches: false)
        let prefetching = PrefetchFixture(count: 5_000, prefetches: true)
        var offsets: Set<Double> = []
        for _ in 0 ..< 300 {
            _ = plain.scrollFrame()
            _ = prefetching.scrollFrame()
            offsets.insert(prefetching.offset)
            // Two engines: their rows are compared by index.
            #expect(Set(plain.engine.realizedRows.compactMap(plain.engine.index(of:)))
                        == Set(prefetching.engine.realizedRows.compactMap(prefetching.engine.index(of:))))
        }
        #expect(offsets.count == 300)
        // Scrolling down, the band's rows lie ahead of the realized area, within the distance.
        let visible = prefetching.viewport.visibleRect
        #expect(prefetching.announced > 5 && !prefetching.engine.prefetchedRows.isEmpty)
        for row in prefetching.engine.prefetchedRows {
            let frame = prefetching.engine.frames(of: row)!.row
            #expect(frame.maxY > visible.maxY + prefetching.overscan || frame.minY < visible.minY - prefetching.overscan)
            #expect(frame.minY < visible.maxY + prefetching.overscan + prefetching.distance)
            #expect(frame.maxY > visible.minY - prefetching.overscan - prefetching.distance)
        }
    }

    @Test("prefetching alone realizes nothing, announces the rows coming into the band, and answers them on reaching the realized area")
    func prefetchingAlone() {
        let fixture = PrefetchFixture(count: 5_000, prefetches: true, realizes: false)
        var announcing = 0
        for frame in 0 ..< 600 {
            let before = (announced: fixture.announced, cancelled: fixture.cancelled)
            // Nothing realized or released: the frame's changes are its announcements and cancels.
            let changes = fixture.scrollFrame()
            #expect(changes == fixture.announced - before.announced + fixture.cancelled - before.cancelled)
            if fixture.announced > before.announced { announcing += 1 }
            // The first frame announces the band behind the screen too; once the scroll has left
            // that behind (2,532 points, and a row), it cancels nothing more.
            if frame >= 400 { #expect(fixture.cancelled == before.cancelled) }
        }
        #expect(fixture.engine.realizedRows.isEmpty)
        // 600 frames of 7 points bring in about 4,200 points of rows: many frames announce, and
        // the rows the scroll reached were answered.
        #expect(announcing > 10 && fixture.cancelled > 0)
        #expect(fixture.engine.prefetchedRows.count < fixture.announced)
        let visible = fixture.viewport.visibleRect
        for row in fixture.engine.prefetchedRows {
            let frame = fixture.engine.frames(of: row)!.row
            #expect(frame.minY >= visible.maxY + fixture.overscan || frame.maxY <= visible.minY - fixture.overscan)
        }
    }

    @Test("every lazy frame measures the rows a scroll brings in; a jump lands on a row never made")
    func lazy() {
        let fixture = LazyFixture(count: 10_000)
        fixture.frame()
        var measuring = 0
        for frame in 0 ..< 200 {
            // Every frame moves on by a fling's length; nearly every one measures rows that came in
            // (a row measured taller than its estimate at the edge of the last frame can cover the
            // next one's new stretch).
            let before = fixture.viewport.offset.y
            if fixture.scrollFrame() > 0 { measuring += 1 }
            #expect(fixture.viewport.offset.y >= before + 1_000, "frame \(frame)")
        }
        #expect(measuring >= 190, "\(measuring) of 200 frames measured rows")
        fixture.forgetMeasurements()
        let row = fixture.jump()
        #expect(fixture.engine.frames(of: row)!.row.minY == fixture.viewport.offset.y)
        #expect(fixture.engine.measuredExtent(of: row) == fixture.truth[row])
    }
}

@Suite("Terminal and host workloads do their work every frame")
struct FrameWorkloadTests {
    /// Whether `screen`'s canvas shows its stack as a whole drawing does.
    static func showsWholeDrawing(_ screen: TerminalScreen, x: Int) -> Bool {
        var whole = Canvas(width: 200, height: 60)
        screen.stack.draw(into: &whole, x: x, y: 0)
        return whole.text == screen.canvas.text
    }

    @Test("scroll frames move the stack, draw what a whole drawing draws and write it",
          arguments: [(TerminalScreen.Layout.full, 0), (.horizontal, 0), (.narrow, 20)])
    func scrolls(layout: TerminalScreen.Layout, x: Int) {
        let screen = TerminalScreen(layout)
        for frame in 0 ..< 4 {
            let before = screen.stack.offset
            let bytes = screen.oneLineScroll()
            #expect(screen.stack.offset == before + (frame % 2 == 0 ? 1 : -1))
            #expect(!bytes.isEmpty && Self.showsWholeDrawing(screen, x: x), "frame \(frame)")
        }
        let steady = TerminalScreen(layout)
        let start = steady.stack.offset
        for _ in 0 ..< 3 { #expect(!steady.steadyScroll().isEmpty) }
        #expect(steady.stack.offset == start + 3 && Self.showsWholeDrawing(steady, x: x))
    }

    @Test("a frame where nothing changed writes nothing; a full redraw writes every cell; from scratch and REP too")
    func otherFrames() {
        let screen = TerminalScreen()
        #expect(screen.nothingChanged().isEmpty)
        #expect(screen.fullRedraw().count > 200 * 60 && screen.fullRedraw().count > 200 * 60)
        let repeating = TerminalScreen(repeats: true)
        #expect(repeating.fullRedraw().count < screen.fullRedraw().count)
        let scratch = TerminalScreen(fromScratch: true)
        #expect(!scratch.oneLineScroll().isEmpty && Self.showsWholeDrawing(scratch, x: 0))
    }

    @Test("a flow frame draws the newest step's new choice; an idle one writes nothing")
    func flow() {
        let screen = FlowScreen()
        for _ in 0 ..< 3 { #expect(!screen.choiceMoves().isEmpty) }
        #expect(screen.nothingChanged().isEmpty)
        var whole = Canvas(width: 200, height: 60)
        screen.flow.draw(into: &whole)
        #expect(whole.text == screen.canvas.text)
    }

    @Test("a filter hides six lines in seven, a different six each time, and clearing shows them all; each frame draws it")
    func filter() {
        let screen = FilterScreen(lines: 7_000)
        for round in 0 ..< 4 {
            #expect(!screen.filterOrClear().isEmpty)
            #expect(screen.stack.engine.visibleCount == 1_000, "round \(round)")
            let kept = (round % 7)
            #expect(screen.rows.indices.allSatisfy { screen.stack.engine.isHidden(screen.rows[$0]) == ($0 % 7 != kept) })
            var whole = Canvas(width: 200, height: 60)
            screen.stack.draw(into: &whole)
            #expect(whole.text == screen.canvas.text)
            #expect(!screen.filterOrClear().isEmpty)
            #expect(screen.stack.engine.visibleCount == 7_000)
        }
    }

    @Test("a UIKit-shaped one-point scroll moves and delivers its events; an animated insert adds a row", arguments: [10_000, 200_000])
    func host(rows: Int) {
        let host = UIKitShapedHost.inTheMiddle(rows: rows)
        var delivered = host.delivered
        let start = host.offset.y
        for frame in 0 ..< 4 {
            let now = host.onePointScroll()
            #expect(now > delivered, "frame \(frame)")
            #expect(host.offset.y == start + (frame % 2 == 0 ? 1 : 0))
            delivered = now
        }
        let count = host.engine.count
        let row = host.insertAnimated(at: host.insertionIndex)
        #expect(host.engine.count == count + 1 && host.engine.contains(row))
        host.finishAnimations()
        host.remove(row)
        host.layoutPass()
        #expect(host.engine.count == count)
    }
}

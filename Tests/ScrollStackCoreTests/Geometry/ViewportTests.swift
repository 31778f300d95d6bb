// What a viewport shows: visible rows and how much of each, rows at points and offsets, the
// container size and the safe area a stack keeps clear of.

import ScrollStackCore
import Testing

/// Ten rows of 100 points in a 100-point-wide vertical stack.
func tallStack(rows: Int = 10, extent: Double = 100) -> (StackEngine, [RowID]) {
    var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
    let ids = engine.append(contentsOf: (0 ..< rows).map { _ in .fixed(extent) })
    return (engine, ids)
}

func band(_ from: Double, _ to: Double) -> Rect { Rect(x: 0, y: from, width: 100, height: to - from) }

func visibilityChanges(_ events: [StackEvent]) -> [VisibilityChange] {
    events.compactMap { if case .visibilityChanged(let change) = $0 { change } else { nil } }
}

@Suite("Viewport and visibility")
struct ViewportTests {
    @Test("a row is hidden, offscreen, partly visible (with its fraction), entirely visible or removed")
    func visibilityStates() {
        var (engine, ids) = tallStack()
        engine.setHidden(true, forRow: ids[6])
        let rect = band(150, 450)
        #expect(engine.visibility(of: ids[0], in: rect) == .offscreen)
        #expect(engine.visibility(of: ids[1], in: rect) == .partial(0.5))
        #expect(engine.visibility(of: ids[2], in: rect) == .entire)
        #expect(engine.visibility(of: ids[3], in: rect) == .entire)
        #expect(engine.visibility(of: ids[4], in: rect) == .partial(0.5))
        #expect(engine.visibility(of: ids[6], in: rect) == .hidden)
        engine.remove(ids[9])
        #expect(engine.visibility(of: ids[9], in: rect) == .removed)
        #expect(engine.visibleRows(in: rect) == [ids[1], ids[2], ids[3], ids[4]])
        #expect(engine.entirelyVisibleRows(in: rect) == [ids[2], ids[3]])
        // Touching edges is not visibility.
        #expect(engine.rows(intersecting: band(200, 300)) == [ids[2]])
        #expect(RowVisibility.partial(0.25).fraction == 0.25 && !RowVisibility.hidden.isVisible)
    }

    @Test("rows at offsets and points, with spacing and insets between them")
    func rowAtOffset() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300),
                                                                     contentInsets: Insets(top: 10, left: 5, bottom: 0, right: 5),
                                                                     spacing: 10))
        let ids = engine.append(contentsOf: [.fixed(50), .fixed(50)])
        #expect(engine.row(atOffset: 5) == nil)
        #expect(engine.row(atOffset: 10) == ids[0])
        #expect(engine.row(atOffset: 59.5) == ids[0])
        #expect(engine.row(atOffset: 60) == nil)
        #expect(engine.row(atOffset: 70) == ids[1])
        #expect(engine.row(atOffset: 120) == nil)
        #expect(engine.row(at: Point(x: 50, y: 80)) == ids[1])
        #expect(engine.row(at: Point(x: 2, y: 80)) == nil)
    }

    @Test("shown rows among a set come in stack order, hidden and unknown ones left out")
    func shownRowsAmong() {
        var (engine, ids) = tallStack()
        engine.setHidden(true, forRow: ids[4])
        var other = StackEngine()
        let foreign = other.append(.fixed(1))
        #expect(engine.shownRows(among: [ids[7], ids[4], foreign, ids[1], ids[3]]) == [ids[1], ids[3], ids[7]])
        #expect(engine.shownRows(among: Set(ids)) == engine.shownRows)
    }

    @Test("a stack is laid out in the visible size (the viewport less its insets); the safe area it keeps clear of",
          arguments: [StackAxis.vertical, .horizontal])
    func containerSize(axis: StackAxis) {
        let viewport = Viewport(size: Size(width: 390, height: 844), insets: Insets(top: 91, left: 10, bottom: 34, right: 20))
        let size = viewport.containerSize(for: axis)
        #expect(size == Size(width: 360, height: 719))
        #expect(Insets(top: 47, left: 59, bottom: 34, right: 0).uncovered(by: Insets(top: 91, left: 0, bottom: 21, right: 5))
                    == Insets(top: 0, left: 59, bottom: 13, right: 0))
        // The safe area a stack keeps its rows clear of: the part its insets leave uncovered.
        let safeArea = Insets(top: 100, left: 59, bottom: 50, right: 59)
        #expect(viewport.uncoveredSafeArea(safeArea, insideStackAlong: nil) == Insets(top: 9, left: 49, bottom: 16, right: 39))
        // Inside another stack, the edges along that stack's axis are its to keep clear.
        #expect(viewport.uncoveredSafeArea(safeArea, insideStackAlong: .vertical) == Insets(top: 0, left: 49, bottom: 0, right: 39))
        #expect(viewport.uncoveredSafeArea(safeArea, insideStackAlong: .horizontal) == Insets(top: 9, left: 0, bottom: 16, right: 0))
    }
}

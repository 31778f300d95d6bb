// What a viewport shows: visible rows and how much of each, the events a commit reports, the
// container size and safe area, and a flow's bookkeeping.

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

    @Test("the first commit reports insertions, rows coming into view, the content size and the layout")
    func firstCommit() {
        var (engine, ids) = tallStack()
        let events = engine.commit(visibleRect: band(0, 300))
        #expect(events.prefix(10) == ids.enumerated().map { StackEvent.rowInserted($1, index: $0) }[...])
        #expect(visibilityChanges(events) == [
            VisibilityChange(row: ids[0], index: 0, old: nil, new: .entire),
            VisibilityChange(row: ids[1], index: 1, old: nil, new: .entire),
            VisibilityChange(row: ids[2], index: 2, old: nil, new: .entire),
        ])
        #expect(events.contains(.contentSizeChanged(from: .zero, to: Size(width: 100, height: 1000))))
        #expect(events.last == .layoutUpdated)
    }

    @Test("a jump from offscreen to entirely visible is reported, once")
    func jumpIsReportedOnce() {
        var (engine, ids) = tallStack()
        _ = engine.commit(visibleRect: band(0, 300))
        let jump = engine.commit(visibleRect: band(700, 1000))
        #expect(jump.map(\.description) == visibilityChanges(jump).map { StackEvent.visibilityChanged($0).description })
        #expect(visibilityChanges(jump) == [
            VisibilityChange(row: ids[0], index: 0, old: .entire, new: .offscreen),
            VisibilityChange(row: ids[1], index: 1, old: .entire, new: .offscreen),
            VisibilityChange(row: ids[2], index: 2, old: .entire, new: .offscreen),
            VisibilityChange(row: ids[7], index: 7, old: .offscreen, new: .entire),
            VisibilityChange(row: ids[8], index: 8, old: .offscreen, new: .entire),
            VisibilityChange(row: ids[9], index: 9, old: .offscreen, new: .entire),
        ])
        #expect(visibilityChanges(jump).filter(\.becameVisible).count == 3)
        // Nothing changed: nothing is reported, not even "layout updated".
        #expect(engine.commit(visibleRect: band(700, 1000)).isEmpty)
    }

    @Test("a scroll reports visibility changes but never layout or content size changes")
    func scrollIsNotLayout() {
        var (engine, _) = tallStack()
        _ = engine.commit(visibleRect: band(0, 300))
        let events = engine.commit(visibleRect: band(50, 350))
        #expect(!events.contains(.layoutUpdated))
        #expect(!events.contains { if case .contentSizeChanged = $0 { true } else { false } })
        #expect(visibilityChanges(events).count == 2) // row 0 becomes partial, row 3 comes in partly
    }

    @Test("removing and hiding visible rows are reported; offscreen changes are reported as what they are")
    func removeAndHide() {
        var (engine, ids) = tallStack()
        _ = engine.commit(visibleRect: band(700, 1000))
        engine.remove(ids[8])
        var events = engine.commit(visibleRect: band(700, 1000))
        #expect(events.first == .rowRemoved(ids[8], index: 8))
        #expect(visibilityChanges(events) == [VisibilityChange(row: ids[8], index: nil, old: .entire, new: .removed)])
        #expect(events.contains(.contentSizeChanged(from: Size(width: 100, height: 1000), to: Size(width: 100, height: 900))))
        #expect(events.last == .layoutUpdated)

        engine.setHidden(true, forRow: ids[7])
        events = engine.commit(visibleRect: band(700, 1000))
        #expect(visibilityChanges(events) == [VisibilityChange(row: ids[7], index: 7, old: .entire, new: .hidden)])

        // An offscreen row being hidden is a change of that row's state (and row 9 moves up into
        // the band's first third, which is a change of its own).
        engine.setHidden(true, forRow: ids[0])
        events = engine.commit(visibleRect: band(700, 1000))
        #expect(visibilityChanges(events) == [
            VisibilityChange(row: ids[0], index: 0, old: .offscreen, new: .hidden),
            VisibilityChange(row: ids[9], index: 8, old: .entire, new: .offscreen),
        ])

        // Hiding and showing again before the commit is no change.
        engine.setHidden(true, forRow: ids[1])
        engine.setHidden(false, forRow: ids[1])
        #expect(visibilityChanges(engine.commit(visibleRect: band(700, 1000))).isEmpty)

        // Rows inserted or removed outside the visible area only get their row events.
        let added = engine.insert(.fixed(5), at: 0)
        engine.remove(ids[2])
        events = engine.commit(visibleRect: band(700, 1000))
        #expect(events.prefix(2) == [.rowInserted(added, index: 0), .rowRemoved(ids[2], index: 3)])
        #expect(!visibilityChanges(events).contains { $0.row == added || $0.row == ids[2] })
    }

    @Test("an inserted row that comes into view is reported as appearing from nothing")
    func insertedIntoView() {
        var (engine, ids) = tallStack()
        _ = engine.commit(visibleRect: band(0, 300))
        let added = engine.insert(.fixed(50), at: 1)
        let changes = visibilityChanges(engine.commit(visibleRect: band(0, 300)))
        #expect(changes.first == VisibilityChange(row: added, index: 1, old: nil, new: .entire))
        #expect(changes.contains(VisibilityChange(row: ids[2], index: 3, old: .entire, new: .partial(0.5))))
        #expect(changes.first?.becameVisible == true)
    }

    @Test("changes are classified as more or less visible by kind, never by a partial fraction alone")
    func visibilityTrend() {
        func change(_ old: RowVisibility?, _ new: RowVisibility) -> VisibilityChange {
            VisibilityChange(row: tallStack(rows: 1).1[0], index: 0, old: old, new: new)
        }
        #expect(change(nil, .entire).becameMoreVisible && change(.offscreen, .partial(0.2)).becameMoreVisible)
        #expect(change(.partial(0.9), .entire).becameMoreVisible && change(.hidden, .partial(0.5)).becameMoreVisible)
        #expect(change(.entire, .partial(0.9)).becameLessVisible && change(.partial(0.1), .offscreen).becameLessVisible)
        #expect(change(.entire, .hidden).becameLessVisible && change(.entire, .removed).becameLessVisible)
        let drift = change(.partial(0.2), .partial(0.6))
        #expect(!drift.becameMoreVisible && !drift.becameLessVisible)
        let outOfView = change(.offscreen, .hidden)
        #expect(!outOfView.becameMoreVisible && !outOfView.becameLessVisible)
    }

    @Test("moves are reported with both indexes")
    func moves() {
        var (engine, ids) = tallStack()
        _ = engine.commit(visibleRect: band(0, 300))
        engine.move(ids[0], to: 9)
        let events = engine.commit(visibleRect: band(0, 300))
        #expect(events.first == .rowMoved(ids[0], from: 0, to: 9))
        #expect(visibilityChanges(events).first == VisibilityChange(row: ids[3], index: 2, old: .offscreen, new: .entire))
    }

    @Test("with event recording off nothing accumulates and commits report nothing")
    func recordingOff() {
        var (engine, _) = tallStack()
        engine.recordsEvents = false
        #expect(!engine.hasPendingEvents)
        engine.append(.fixed(1))
        #expect(!engine.hasPendingEvents)
        #expect(engine.commit(visibleRect: band(0, 300)).isEmpty)
        engine.recordsEvents = true
        #expect(visibilityChanges(engine.commit(visibleRect: band(0, 300))).count == 3)
    }

    @Test("removing every row of an empty stack changes nothing, so the next commit reports nothing")
    func removeAllOnEmpty() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 320, height: 480)))
        let visible = Rect(x: 0, y: 0, width: 320, height: 480)
        #expect(engine.commit(visibleRect: visible) == [.contentSizeChanged(from: Size(width: 0, height: 0), to: Size(width: 320, height: 0))])
        #expect(engine.removeAll().isEmpty)
        #expect(!engine.hasPendingEvents)
        #expect(engine.commit(visibleRect: visible).isEmpty)
        // With rows, removing them all is still reported.
        let row = engine.append(.fixed(10))
        _ = engine.commit(visibleRect: visible)
        #expect(engine.removeAll() == [row])
        #expect(engine.commit(visibleRect: visible).contains(.layoutUpdated))
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

    @Test("the layout revision changes with every change of a frame or setting, never with a scroll or a commit")
    func layoutRevision() {
        var (engine, ids) = tallStack()
        var seen: Set<UInt64> = [engine.layoutRevision]
        func changes(_ body: (inout StackEngine) -> Void) -> Bool {
            body(&engine)
            return seen.insert(engine.layoutRevision).inserted
        }
        #expect(changes { _ = $0.commit(visibleRect: band(0, 300)) } == false)
        #expect(changes { _ = $0.commit(visibleRect: band(500, 800)) } == false)
        #expect(changes { $0.setHidden(true, forRow: ids[2]) })
        #expect(changes { $0.move(ids[0], to: 5) })
        #expect(changes { $0.remove(ids[1]) })
        #expect(changes { $0.append(.fixed(5)) })
        #expect(changes { $0.configuration.spacing = 4 })
        #expect(changes { $0.setSize(.fixed(50), forRow: ids[4]) })
        #expect(changes { $0.setHidden(true, forRow: ids[2]) } == false)
        // The container's length along the axis lays nothing out again (a keyboard or a collapsing
        // title changes it often), except for a mirrored horizontal stack, whose content it sizes.
        #expect(changes { $0.configuration.containerSize.height += 100 } == false)
        #expect(changes { $0.configuration.containerSize.width += 10 })
        engine.configuration.axis = .horizontal
        engine.configuration.layoutDirection = .rightToLeft
        _ = changes { _ in }
        #expect(changes { $0.configuration.containerSize.width += 100 })
    }
}

@Suite("Stack flow bookkeeping")
struct StackFlowBookkeepingTests {
    @Test("a flow keeps no event backlog however many pushes and pops it sees (T5)")
    func noBacklog() {
        var flow = StackFlow(containerSize: Size(width: 100, height: 100))
        for _ in 0 ..< 1_000 {
            _ = flow.push(extent: 10)
            _ = flow.pop(1)
        }
        let pending = Mirror(reflecting: flow).descendant("engine", "recorder", "pending") as? [StackEvent]
        let remembered = Mirror(reflecting: flow).descendant("engine", "recorder", "prior") as? [RowID: Any]
        #expect(pending?.isEmpty == true && remembered?.isEmpty == true)
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

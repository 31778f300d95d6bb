// What the property test checks after each operation: the engine's order, frames, content size and
// queries against the model, and at each commit the exact events.

// It checks with Swift Testing's #expect, which only test builds have (not an iOS type-check).
#if canImport(Testing)
@_spi(Testing) import ScrollStackCore
import Testing

extension RandomOperationSequence {
    func checkState() {
        #expect(engine.count == model.rows.count, "\(trace)")
        #expect(engine.visibleCount == model.rows.filter { !$0.spec.isHidden }.count, "\(trace)")
        #expect(engine.rows == model.rows.map(\.id), "\(trace)")
        #expect(engine.shownRows == model.rows.filter { !$0.spec.isHidden }.map(\.id), "\(trace)")
        #expect(engine.contentSize == model.contentSize, "\(trace)")
        let frames = model.allFrames()
        var index = 0
        engine.forEachLayout { layout in
            #expect(layout.index == index, "\(trace)")
            #expect(layout.id == model.rows[index].id, "\(trace)")
            #expect(layout.isHidden == model.rows[index].spec.isHidden, "\(trace)")
            #expect(layout.frames == frames[index], "frames of row \(index) — \(trace)")
            index += 1
        }
        #expect(index == model.rows.count, "\(trace)")
        #expect(engine.firstVisibleRow == model.rows.first { !$0.spec.isHidden }?.id, "\(trace)")
        #expect(engine.lastVisibleRow == model.rows.last { !$0.spec.isHidden }?.id, "\(trace)")
    }

    mutating func checkQueries() {
        let frames = model.allFrames()
        let id = randomRow()
        let index = model.index(of: id)
        #expect(engine.contains(id) == (index != nil), "\(trace)")
        #expect(engine.index(of: id) == index, "\(trace)")
        #expect(engine.frames(of: id) == index.map { frames[$0] }, "\(trace)")
        #expect(engine.offset(of: id) == index.map { frames[$0].row.minMain(engine.configuration.axis) }, "\(trace)")
        #expect(engine.isHidden(id) == index.map { model.rows[$0].spec.isHidden }, "\(trace)")
        #expect(engine.spec(of: id) == index.map { model.rows[$0].spec }, "\(trace)")
        if let index {
            let row = model.rows[index]
            let fixed = if case .fixed = row.spec.size { true } else { false }
            #expect(engine.needsMeasurement(id) == (!fixed && row.measured == nil), "\(trace)")
            #expect(engine.measuredExtent(of: id) == (fixed ? nil : row.measured), "\(trace)")
            #expect(engine.contentExtent(of: id) == model.contentExtent(row), "\(trace)")
            #expect(engine.frames(at: index) == frames[index], "\(trace)")
            #expect(engine.row(at: index) == id, "\(trace)")
        } else {
            #expect(!engine.needsMeasurement(id), "\(trace)")
            let anywhere = randomRect()
            #expect(engine.visibility(of: id, in: anywhere) == .removed, "\(trace)")
        }

        // Many rows at once: any mix of rows, in any order, repeated or removed, comes back once
        // each, in stack order, with the frames the model gives.
        var asked: [RowID] = (0 ..< Int.random(in: 0 ... 12, using: &random)).map { _ in randomRow() }
        asked += asked.prefix(Int.random(in: 0 ... 3, using: &random))
        if !model.rows.isEmpty {
            let start = Int.random(in: 0 ..< model.rows.count, using: &random)
            asked += model.rows[start ..< min(model.rows.count, start + Int.random(in: 1 ... 80, using: &random))].map(\.id)
        }
        asked.shuffle(using: &random)
        let expectedIndices = Set(asked.compactMap { model.index(of: $0) }).sorted()
        let batch = engine.layouts(of: asked)
        #expect(batch.map(\.index) == expectedIndices, "\(trace)")
        #expect(batch.map(\.id) == expectedIndices.map { model.rows[$0].id }, "\(trace)")
        #expect(batch.map(\.frames) == expectedIndices.map { frames[$0] }, "\(trace)")
        #expect(batch.map(\.isHidden) == expectedIndices.map { model.rows[$0].spec.isHidden }, "\(trace)")

        let rect = randomRect()
        #expect(engine.rows(intersecting: rect) == model.rowsIntersecting(rect), "\(trace)")
        let states = model.visibilities(in: rect)
        for row in model.rows.prefix(40) {
            #expect(engine.visibility(of: row.id, in: rect) == states[row.id]!, "\(trace)")
        }
        #expect(engine.visibleRows(in: rect) == model.rows.map(\.id).filter { states[$0]!.isVisible }, "\(trace)")
        #expect(engine.entirelyVisibleRows(in: rect) == model.rows.map(\.id).filter { states[$0]! == .entire }, "\(trace)")

        // Row at an offset: the visible row whose half-open main-axis span contains it.
        let axis = model.configuration.axis
        let offset = random.quarter(-10 ... max(0, Int(model.contentSize.main(axis)) + 10))
        let expected = model.rows.indices.first { i in
            !model.rows[i].spec.isHidden && frames[i].row.minMain(axis) <= offset && offset < frames[i].row.maxMain(axis)
        }.map { model.rows[$0].id }
        #expect(engine.row(atOffset: offset) == expected, "row at offset \(offset) — \(trace)")
    }

    mutating func commitAndCheckEvents() {
        let rect = randomRect()
        let events = engine.commit(visibleRect: rect)
        var expected = expectedRowEvents

        // Brute force: compare every row's state now with its state at the previous commit.
        let now = model.visibilities(in: rect)
        var changes: [VisibilityChange] = []
        for id in Set(statesAtCommit.keys).union(now.keys) {
            let old = statesAtCommit[id]
            let new = now[id] ?? .removed
            if old == nil && !new.isVisible { continue }
            if new == .removed && !(old?.isVisible ?? false) { continue }
            if old == new { continue }
            changes.append(VisibilityChange(row: id, index: model.index(of: id), old: old, new: new))
        }
        changes.sort { ($0.index ?? Int.max, $0.row) < ($1.index ?? Int.max, $1.row) }
        expected += changes.map(StackEvent.visibilityChanged)
        let size = model.contentSize
        if size != contentSizeAtCommit { expected.append(.contentSizeChanged(from: contentSizeAtCommit, to: size)) }

        let layoutUpdated = events.last == .layoutUpdated
        let body = layoutUpdated ? Array(events.dropLast()) : events
        #expect(body == expected, "\(trace)")
        // "Layout updated" is reported when frames changed, and only after a change.
        let frames = model.allFrames()
        let framesChanged = frames != framesAtCommit || model.rows.map(\.id) != idsAtCommit
            || model.configuration != configurationAtCommit
        if framesChanged { #expect(layoutUpdated, "a layout change must be reported — \(trace)") }
        if layoutUpdated { #expect(mutatedSinceCommit, "layout updated reported without a change — \(trace)") }

        expectedRowEvents.removeAll()
        statesAtCommit = now
        contentSizeAtCommit = size
        framesAtCommit = frames
        idsAtCommit = model.rows.map(\.id)
        configurationAtCommit = model.configuration
        mutatedSinceCommit = false
    }
}
#endif

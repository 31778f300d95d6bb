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
        checkSizing()
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

    /// A stack sized to its content asks for the model's content length (never stretched to the
    /// container) plus the insets around it, up to the maximum, on either axis and direction.
    func checkSizing() {
        let axis = engine.configuration.axis
        let around = Insets(top: 1, left: 2, bottom: 4, right: 8)
        let content = model.contentSize.main(axis)
        #expect(engine.length(sizedBy: .fixed, insets: around) == nil, "\(trace)")
        for maximum in [0, content / 2, content + around.mainTotal(axis), .infinity] {
            #expect(engine.length(sizedBy: .fitsContent(upTo: maximum), insets: around) == min(content + around.mainTotal(axis), maximum),
                    "maximum \(maximum) — \(trace)")
        }
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
        // each, in stack order, with the frames the model gives. A run of rows in stack order is
        // asked alone, before or after the others, or shuffled among them.
        var extras: [RowID] = (0 ..< Int.random(in: 0 ... 12, using: &random)).map { _ in randomRow() }
        extras += extras.prefix(Int.random(in: 0 ... 3, using: &random))
        var run: [RowID] = []
        if !model.rows.isEmpty {
            let start = Int.random(in: 0 ..< model.rows.count, using: &random)
            run = model.rows[start ..< min(model.rows.count, start + Int.random(in: 1 ... 80, using: &random))].map(\.id)
        }
        var asked: [RowID]
        switch Int.random(in: 0 ..< 4, using: &random) {
        case 0: asked = run
        case 1: asked = run + extras
        case 2: asked = extras + run
        default: asked = (run + extras).shuffled(using: &random)
        }
        let expectedIndices = Set(asked.compactMap { model.index(of: $0) }).sorted()
        let batch = engine.layouts(of: asked)
        #expect(batch.map(\.index) == expectedIndices, "\(trace)")
        #expect(batch.map(\.id) == expectedIndices.map { model.rows[$0].id }, "\(trace)")
        #expect(batch.map(\.frames) == expectedIndices.map { frames[$0] }, "\(trace)")
        #expect(batch.map(\.isHidden) == expectedIndices.map { model.rows[$0].spec.isHidden }, "\(trace)")

        // A region with NaN, infinite or far-off values is read as the model cleans it.
        let rect = randomRect()
        let cleanRect = model.clean(rect)
        #expect(engine.rows(intersecting: rect) == model.rowsIntersecting(cleanRect), "\(rect) — \(trace)")
        #expect(engine.layouts(intersecting: rect).map(\.id) == model.rowsIntersecting(cleanRect), "\(rect) — \(trace)")
        let states = model.visibilities(in: cleanRect)
        for row in model.rows.prefix(40) {
            #expect(engine.visibility(of: row.id, in: rect) == states[row.id]!, "\(trace)")
        }
        // A stuck pinned row first, where it is drawn.
        let stuck = model.stuck(in: cleanRect)
        let stuckFirst = (stuck.map { [model.rows[$0.index].id] } ?? []) + model.rows.map(\.id).filter { $0 != stuck.map { model.rows[$0.index].id } }
        #expect(engine.visibleRows(in: rect) == stuckFirst.filter { states[$0]!.isVisible }, "\(trace)")
        #expect(engine.entirelyVisibleRows(in: rect) == stuckFirst.filter { states[$0]! == .entire }, "\(trace)")
        let engineStuck = engine.stuckRow(in: rect)
        #expect(engineStuck?.id == stuck.map { model.rows[$0.index].id } && engineStuck?.index == stuck?.index
                && engineStuck?.frames == stuck?.frames && engineStuck?.isHidden != true, "stuck row — \(trace)")
        checkScrollTargetAfterStuckRow()

        // Row at an offset: the visible row whose half-open main-axis span contains it.
        let axis = model.configuration.axis
        let given = random.chance(0.03) ? [Double.nan, .infinity, -.infinity, 1e308][Int.random(in: 0 ..< 4, using: &random)]
            : random.quarter(-10 ... max(0, Int(model.contentSize.main(axis)) + 10))
        let offset = model.cleanPosition(given)
        let expected = model.rows.indices.first { i in
            !model.rows[i].spec.isHidden && frames[i].row.minMain(axis) <= offset && offset < frames[i].row.maxMain(axis)
        }.map { model.rows[$0].id }
        #expect(engine.row(atOffset: given) == expected, "row at offset \(given) — \(trace)")
        if random.chance(0.1) { checkViewportAnswers() }
    }

    /// `rect` moved along the main axis by a few points, as a scroll moves the visible area (often
    /// by less than a point or two, so its edges pass close by the rows' edges).
    mutating func nudged(_ rect: Rect) -> Rect {
        let axis = model.configuration.axis
        let delta = random.chance(0.5) ? random.quarter(-2 ... 2) : random.quarter(-30 ... 30)
        return Rect(mainStart: rect.minMain(axis) + delta, mainExtent: rect.size.main(axis), crossStart: rect.minCross(axis),
                    crossExtent: rect.size.cross(axis), axis: axis)
    }

    /// A viewport a host might pass, NaN, infinite, negative and far-off values included: it
    /// keeps what the model's rules make of them, and every answer the engine gives for it is a
    /// finite number, an ordered range, and the same as for the viewport the model cleaned.
    mutating func checkViewportAnswers() {
        func value(_ range: ClosedRange<Int>) -> Double {
            random.chance(0.2) ? [.nan, .infinity, -.infinity, -40, 1e308, -1e308][Int.random(in: 0 ..< 6, using: &random)]
                : random.quarter(range)
        }
        let offset = Point(x: value(-50 ... 50), y: value(-50 ... Int(min(1e6, model.contentSize.height))))
        let size = Size(width: value(0 ... 400), height: value(0 ... 600))
        let insets = Insets(top: value(0 ... 40), left: value(0 ... 20), bottom: value(0 ... 40), right: value(0 ... 20))
        let viewport = Viewport(offset: offset, size: size, insets: insets, isMovedByUser: random.chance(0.3))
        let clean = Viewport(offset: Point(x: model.cleanPosition(offset.x), y: model.cleanPosition(offset.y)),
                             size: Size(width: model.clean(size.width), height: model.clean(size.height)),
                             insets: model.clean(insets), isMovedByUser: viewport.isMovedByUser)
        #expect(viewport.offset == clean.offset && viewport.size == clean.size && viewport.insets == clean.insets,
                "a viewport keeps its values as the model cleans them — \(trace)")
        func finite(_ point: Point?) -> Bool { point.map { $0.x.isFinite && $0.y.isFinite } ?? true }
        let range = engine.offsetRange(in: viewport)
        #expect(range.lowerBound.isFinite && range.upperBound.isFinite && range == engine.offsetRange(in: clean), "\(trace)")
        let target = Point(x: value(-50 ... 50), y: value(-50 ... 500))
        let answers = [engine.clampedOffset(target, in: viewport), engine.startOffset(in: viewport), engine.endOffset(in: viewport),
                       engine.animatedScrollStart(from: viewport.offset, to: target, in: viewport),
                       engine.scrollOffset(toReveal: Rect(origin: target, size: size), margin: value(0 ... 20), in: viewport)]
        #expect(answers.allSatisfy(finite), "\(answers) — \(trace)")
        let row = randomRow()
        for position in [ScrollPosition.automatic, .start, .center, .end] {
            let shown = engine.scrollOffset(toShow: row, at: position, in: viewport)
            #expect(finite(shown) && shown == engine.scrollOffset(toShow: row, at: position, in: clean), "\(trace)")
        }
        if let anchor = engine.scrollAnchor(in: viewport) { #expect(finite(engine.offset(restoring: anchor, in: viewport)), "\(trace)") }
        // Measuring near it (the reliability review's E1 trapped here on a NaN inset or offset).
        var measuring = engine
        let settled = measuring.measureRows(near: viewport, overscan: value(0 ... 300)) { request in
            #expect(request.crossExtent.isFinite && request.crossExtent >= 0, "\(trace)")
            return 10
        }
        #expect(finite(settled) && measuring.contentSize.width.isFinite && measuring.contentSize.height.isFinite, "\(trace)")
        let pass = measuring.realize(in: viewport, overscan: value(0 ... 300)) { _ in 12 }
        #expect(finite(pass.offset), "\(trace)")
    }

    /// Commits and checks the events, then now and then scrolls on: a few more commits, each of
    /// the last rectangle nudged along the axis, with nothing changed in between (the rows the
    /// commit looks at are then mostly the ones it reported last time).
    mutating func commitAndCheckEvents() {
        let rect = lastCommittedRect.map { last in random.chance(0.5) ? nudged(last) : randomRect() } ?? randomRect()
        commitAndCheckEvents(rect)
        guard random.chance(0.5) else { return }
        for _ in 0 ..< Int.random(in: 1 ... 6, using: &random) {
            commitAndCheckEvents(nudged(lastCommittedRect!))
        }
    }

    mutating func commitAndCheckEvents(_ rect: Rect) {
        lastCommittedRect = rect
        let events = engine.commit(visibleRect: rect)
        var expected = expectedRowEvents

        // Brute force: compare every row's state now with its state at the previous commit.
        let now = model.visibilities(in: model.clean(rect))
        var changes: [VisibilityChange] = []
        for id in Set(statesAtCommit.keys).union(now.keys) {
            let old = statesAtCommit[id]
            let new = now[id] ?? .removed
            if old == nil && !new.isVisible { continue }
            if new == .removed && !(old?.isVisible ?? false) { continue }
            if let old, !ReferenceStack.isChange(from: old, to: new) { continue }
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
        // A state too close to the one last reported to be reported leaves that one standing.
        statesAtCommit = now.reduce(into: [:]) { states, entry in
            let old = statesAtCommit[entry.key]
            states[entry.key] = old.map { ReferenceStack.isChange(from: $0, to: entry.value) } ?? true ? entry.value : old
        }
        contentSizeAtCommit = size
        framesAtCommit = frames
        idsAtCommit = model.rows.map(\.id)
        configurationAtCommit = model.configuration
        mutatedSinceCommit = false
        checkRealization(around: rect)
    }

    /// A realization round for `rect`, as a lazy host runs one after each scroll: the rows within
    /// the overscan of it are realized (those new to it listed in order), the others released in
    /// stack order (removed rows left at once), and the realized rows without a measurement are
    /// the ones to measure, each with its content's length across the axis.
    mutating func checkRealization(around rect: Rect) {
        let axis = model.configuration.axis
        let clean = model.clean(rect), margin = realizationOverscan
        let area = Rect(mainStart: clean.minMain(axis) - margin, mainExtent: clean.size.main(axis) + 2 * margin,
                        crossStart: clean.minCross(axis), crossExtent: clean.size.cross(axis), axis: axis)
        var needed = model.rowsIntersecting(area)
        // The pinned row stuck at the top is realized wherever its own place is (after the others).
        if let stuck = model.stuck(in: clean), !needed.contains(model.rows[stuck.index].id) {
            needed.append(model.rows[stuck.index].id)
        }
        let before = realizedAtCommit.filter { model.index(of: $0) != nil }
        let round = engine.realizationRound(visibleRect: rect, overscan: margin)
        #expect(round.update.realize == needed.filter { !before.contains($0) }, "realized — \(rect) — \(trace)")
        #expect(round.update.release == model.rows.map(\.id).filter { before.contains($0) && !needed.contains($0) },
                "released — \(rect) — \(trace)")
        #expect(engine.realizedRows == Set(needed), "\(trace)")
        #expect(engine.layoutsOfRealizedRows() == engine.layouts(of: needed), "\(trace)")
        let frames = model.allFrames()
        let toMeasure = needed.compactMap { id -> MeasurementRequest? in
            let index = model.index(of: id)!
            let row = model.rows[index]
            if case .fixed = row.spec.size { return nil }
            guard row.measured == nil else { return nil }
            return MeasurementRequest(row: id, crossExtent: frames[index].content.size.cross(axis))
        }
        #expect(round.toMeasure == toMeasure, "to measure — \(trace)")
        realizedAtCommit = Set(needed)
    }

    /// A row scrolled to the start rests just after the pinned row that sticks there (or at the
    /// visible start when none does, or when it is that pinned row), unless the scrollable range
    /// stops it.
    mutating func checkScrollTargetAfterStuckRow() {
        guard let index = model.rows.indices.randomElement(using: &random), !model.rows[index].spec.isHidden else { return }
        let axis = model.configuration.axis
        let insets = Insets(top: random.quarter(0 ... 30), left: random.quarter(0 ... 10), bottom: random.quarter(0 ... 30),
                            right: random.quarter(0 ... 10))
        let viewport = Viewport(offset: .zero, size: model.configuration.containerSize, insets: insets)
        guard let target = engine.scrollOffset(toShow: model.rows[index].id, at: .start, in: viewport) else {
            Issue.record("a shown row has a scroll target — \(trace)")
            return
        }
        let range = engine.offsetRange(in: viewport)
        let main = target.main(axis)
        guard main > range.lowerBound && main < range.upperBound else { return }
        let visible = Viewport(offset: target, size: viewport.size, insets: insets).visibleRect
        // A row of no length shares its place with the next row, which may be a pinned one
        // sticking there: it has no "just after" to rest at.
        let rowFrame = model.allFrames()[index].row
        guard rowFrame.size.main(axis) > 0 else { return }
        let rowStart = rowFrame.minMain(axis)
        let covered = model.stuck(in: visible).map { $0.index == index ? visible.minMain(axis) : $0.frames.row.maxMain(axis) }
            ?? visible.minMain(axis)
        #expect(abs(covered - rowStart) <= 1e-6 * max(1, abs(rowStart)),
                "row \(index) scrolled to the start begins at \(rowStart), the stuck row ends at \(covered) — \(trace)")
    }
}
#endif

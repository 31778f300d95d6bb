// Lazy realization: which rows a host creates and releases as the viewport moves, measuring rows as
// they come, and scrolling exactly to rows never measured.

@_spi(Testing) import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Realization")
struct RealizationTests {
    @Test("rows near the viewport are realized and released as it moves; hidden rows never are")
    func realizeAndRelease() {
        var (engine, ids) = tallStack(rows: 100)
        engine.setHidden(true, forRow: ids[11])
        var update = engine.updateRealization(visibleRect: band(0, 300), overscan: 100)
        #expect(update.realize == Array(ids[0 ... 3]) && update.release.isEmpty)
        update = engine.updateRealization(visibleRect: band(0, 300), overscan: 100)
        #expect(update.isEmpty)
        update = engine.updateRealization(visibleRect: band(1000, 1300), overscan: 100)
        #expect(update.realize == [ids[9], ids[10], ids[12], ids[13], ids[14]])
        #expect(update.release == Array(ids[0 ... 3]))
        #expect(engine.realizedRows == Set([ids[9], ids[10], ids[12], ids[13], ids[14]]))
        // A removed row leaves the realized set at once and is not listed again.
        engine.remove(ids[12])
        #expect(!engine.realizedRows.contains(ids[12]))
        #expect(engine.layoutsOfRealizedRows().map(\.id) == [ids[9], ids[10], ids[13], ids[14]])
        update = engine.updateRealization(visibleRect: band(1000, 1300), overscan: 100)
        #expect(!update.release.contains(ids[12]))
        #expect(update.realize == [ids[15]])
        engine.forgetRealizedRows()
        #expect(engine.updateRealization(visibleRect: band(1000, 1300), overscan: 0).realize.count == 3)
    }

    @Test("realizing and measuring estimated rows converges, and the visible content never jumps")
    func estimatesConverge() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
        let ids = engine.append(contentsOf: (0 ..< 10_000).map { _ in .estimated(100) })
        #expect(engine.contentSize.height == 1_000_000)
        // Jump deep into the stack, to a row that was never realized.
        var viewport = Viewport(offset: engine.scrollOffset(toShow: ids[5_000], at: .start,
                                                            in: Viewport(size: Size(width: 100, height: 300)))!,
                                size: Size(width: 100, height: 300))
        #expect(viewport.offset.y == 500_000)
        var rounds = 0
        while true {
            let update = engine.updateRealization(visibleRect: viewport.visibleRect, overscan: 50)
            if update.realize.isEmpty { break }
            let before = engine.frames(of: ids[5_000])!.row.minY - viewport.offset.y
            // The host measures what it realized: every row turns out 25 points tall.
            viewport.offset = engine.setMeasuredExtents(update.realize.map { ($0, 25) }, keepingStill: viewport)
            #expect(engine.frames(of: ids[5_000])!.row.minY - viewport.offset.y == before)
            rounds += 1
        }
        // Each round covers the rest of the area with 100-point estimates that measure 25, so the
        // uncovered part shrinks geometrically.
        #expect(rounds <= 10)
        #expect(engine.rows(intersecting: viewport.visibleRect).allSatisfy { engine.measuredExtent(of: $0) == 25 })
        #expect(engine.rows(intersecting: viewport.visibleRect).first == ids[5_000])
    }

    @Test("scrolling to a never-measured row lands it exactly, whatever the estimates",
          arguments: ScrollPosition.allCases)
    func settledScroll(position: ScrollPosition) {
        var random = SeededGenerator(seed: 0x5C0)
        for _ in 0 ..< 40 {
            let count = Int.random(in: 1 ... 2_000, using: &random)
            let truth = (0 ..< count).map { _ in Double(Int.random(in: 5 ... 400, using: &random)) }
            let estimate = Double(Int.random(in: 10 ... 200, using: &random))
            var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 600), spacing: 4))
            let ids = engine.append(contentsOf: Array(repeating: RowSpec(size: .estimated(estimate)), count: count))
            let index = Int.random(in: 0 ..< count, using: &random)
            let viewport = Viewport(offset: Point(x: 0, y: -64), size: Size(width: 100, height: 600),
                                    insets: Insets(top: 64, left: 0, bottom: 34, right: 0))
            var asked: [RowID] = []
            let truthByRow = Dictionary(uniqueKeysWithValues: zip(ids, truth))
            let offset = engine.settledScrollOffset(toShow: ids[index], at: position, in: viewport) { row, cross in
                asked.append(row)
                #expect(cross == 100)
                return truthByRow[row]
            }!
            let settled = Viewport(offset: offset, size: viewport.size, insets: viewport.insets)
            // Every row on screen is measured, and no row was measured twice.
            let shown = engine.rows(intersecting: settled.visibleRect)
            #expect(shown.allSatisfy { !engine.needsMeasurement($0) })
            #expect(Set(asked).count == asked.count)
            // The engine's own answer for the settled state agrees: the row is exactly in place.
            #expect(engine.scrollOffset(toShow: ids[index], at: position, in: settled) == offset)
            let frame = engine.frames(of: ids[index])!.row
            #expect(frame.height == truth[index])
            let visible = settled.visibleRect
            let range = engine.offsetRange(in: settled)
            if offset.y > range.lowerBound && offset.y < range.upperBound {
                switch position {
                case .start: #expect(frame.minY == visible.minY)
                case .end: #expect(frame.maxY == visible.maxY)
                case .center: #expect(abs(frame.midY - visible.midY) < 1e-9)
                case .automatic: #expect(frame.minY >= visible.minY - 1e-9 || frame.height > visible.height)
                }
            }
        }
        var empty = StackEngine()
        let hidden = empty.append(RowSpec(size: .estimated(10), isHidden: true))
        #expect(empty.settledScrollOffset(toShow: hidden, at: .start, in: Viewport(size: Size(width: 1, height: 1))) { _, _ in 1 } == nil)
    }

    @Test("a realization round lists the realized rows to measure, in order, with their content's cross length")
    func realizationRound() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300),
                                                                   rowInsets: Insets(top: 0, left: 10, bottom: 0, right: 5)))
        let ids = engine.append(contentsOf: (0 ..< 50).map { _ in RowSpec(size: .estimated(100)) })
        engine.setHidden(true, forRow: ids[1])
        var viewport = Viewport(size: Size(width: 100, height: 300))
        var round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: 100)
        #expect(round.update.realize == [ids[0], ids[2], ids[3], ids[4]])
        #expect(round.toMeasure == [ids[0], ids[2], ids[3], ids[4]].map { MeasurementRequest(row: $0, crossExtent: 85) })
        var rounds = 1
        while !round.toMeasure.isEmpty {
            viewport.offset = engine.setMeasuredExtents(round.toMeasure.map { ($0.row, 30) }, keepingStill: viewport)
            round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: 100)
            rounds += 1
        }
        // Settled: every realized row is measured and the realized rows cover the rectangle.
        #expect(rounds <= 10)
        #expect(engine.realizedRows.allSatisfy { !engine.needsMeasurement($0) })
        #expect(engine.realizedRows == Set(engine.rows(intersecting: Rect(x: 0, y: -100, width: 100, height: 500))))
        // An invalidated measurement of a realized row is listed again, though nothing new is realized.
        engine.invalidateMeasurement(ofRow: ids[3])
        round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: 100)
        #expect(round.update.isEmpty && round.toMeasure.map(\.row) == [ids[3]])
    }

    @Test("one call realizes and measures everything near the viewport, keeps the content still and nets what to create and release",
          arguments: [0x3EA1, 0x3EA2, 0x3EA3] as [UInt64])
    func realizeVerb(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300), spacing: 2))
        let ids = engine.append(contentsOf: (0 ..< 2_000).map { _ in .estimated(Double(Int.random(in: 20 ... 120, using: &random))) })
        let truth = Dictionary(uniqueKeysWithValues: ids.map { ($0, Double(Int.random(in: 10 ... 90, using: &random))) })
        var viewport = Viewport(size: Size(width: 100, height: 300))
        var made = Set<RowID>()
        for _ in 0 ..< 30 {
            viewport.offset.y = Double(Int.random(in: 0 ... 60_000, using: &random))
            viewport.offset = engine.clampedOffset(viewport.offset, in: viewport)
            let anchor = engine.scrollAnchor(in: viewport)?.row
            let onScreenBefore = anchor.map { engine.frames(of: $0)!.row.minY - viewport.offset.y }
            var measured: [RowID] = []
            let pinned: Set<RowID> = [ids[7]]
            let pass = engine.realize(in: viewport, overscan: 150, keeping: pinned) { request in
                measured.append(request.row)
                #expect(request.crossExtent == 100)
                return truth[request.row]!
            }
            #expect(pass.isSettled)
            // Each row is measured at most once, and every row near the viewport is measured.
            #expect(Set(measured).count == measured.count)
            var settled = viewport
            settled.offset = pass.offset
            let near = Rect(x: 0, y: settled.offset.y - 150, width: 100, height: 600)
            #expect(engine.rows(intersecting: near).allSatisfy { engine.measuredExtent(of: $0) == truth[$0] })
            // The first visible row stayed where it was on screen (unless the content ended there).
            let range = engine.offsetRange(in: settled)
            if let anchor, let onScreenBefore, pass.offset.y > range.lowerBound, pass.offset.y < range.upperBound {
                #expect(abs(engine.frames(of: anchor)!.row.minY - pass.offset.y - onScreenBefore) < 1e-6)
            }
            // Created and released rows add up to the engine's realized set; pinned rows stay.
            made.subtract(pass.released)
            #expect(made.isDisjoint(with: pass.realized))
            made.formUnion(pass.realized)
            #expect(made == engine.realizedRows && made.contains(ids[7]))
            // The pinned row, far from the others, comes in stack order with them.
            let layouts = engine.layoutsOfRealizedRows()
            #expect(layouts == engine.layouts(of: made) && layouts.map(\.index) == layouts.map(\.index).sorted())
            #expect(Set(engine.rows(intersecting: near)).isSubset(of: made))
            viewport = settled
        }
    }

    @Test("an infinite overscan realizes every row, hidden ones too, and costs nothing when nothing changed")
    func realizeEveryRow() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 300)))
        var ids = engine.append(contentsOf: (0 ..< 50).map { _ in RowSpec(size: .fitting) })
        engine.setHidden(true, forRow: ids[3])
        let viewport = Viewport(size: Size(width: 100, height: 300))
        var measured: [RowID] = []
        var pass = engine.realize(in: viewport, overscan: .infinity) { measured.append($0.row); return 30 }
        #expect(pass.realized == ids && measured == ids && pass.released.isEmpty)
        #expect(engine.contentSize.height == 49 * 30)
        measured = []
        pass = engine.realize(in: viewport, overscan: .infinity) { measured.append($0.row); return 30 }
        #expect(pass.realized.isEmpty && measured.isEmpty)
        // A new row is realized and measured; an invalidated one measured again; nothing else.
        ids.append(engine.append(RowSpec(size: .fitting)))
        engine.invalidateMeasurement(ofRow: ids[10])
        pass = engine.realize(in: viewport, overscan: .infinity) { measured.append($0.row); return 40 }
        #expect(pass.realized == [ids[50]] && measured == [ids[10], ids[50]])
        // A new width makes every measurement stale.
        engine.configuration.containerSize = Size(width: 200, height: 300)
        measured = []
        pass = engine.realize(in: viewport, overscan: .infinity) { measured.append($0.row); return 30 }
        #expect(measured.count == 51 && pass.realized.isEmpty)
    }

    @Test("switching between every row and rows near the viewport releases and realizes the difference, with nothing forgotten")
    func switchingRealization() {
        // A host switching from eager to lazy and back keeps the engine's account: the rows it
        // realized are the ones the next pass releases (G3: forgetting them left them orphaned).
        var (engine, ids) = tallStack(rows: 40)
        let viewport = Viewport(size: Size(width: 100, height: 300))
        var pass = engine.realize(in: viewport, overscan: .infinity) { _ in 100 }
        #expect(pass.realized == ids && engine.realizedRows == Set(ids))
        pass = engine.realize(in: viewport, overscan: 100) { _ in 100 }
        #expect(pass.realized.isEmpty && pass.released == Array(ids[4...]))
        #expect(engine.layoutsOfRealizedRows().map(\.id) == Array(ids[0 ..< 4]))
        // Back to every row: the released ones come back, in order; the others stay.
        pass = engine.realize(in: viewport, overscan: .infinity) { _ in 100 }
        #expect(pass.realized == Array(ids[4...]) && pass.released.isEmpty && engine.realizedRows == Set(ids))
        // Rows an eager host made on its own before the next pass are released by a lazy one
        // once recorded (without the record, the engine would not know to release them).
        let gone = engine.append(.fixed(100))
        engine.remove(gone)
        let added = engine.append(contentsOf: [.fixed(100), .fixed(100)])
        engine.recordRealized(added + [gone])
        #expect(engine.realizedRows == Set(ids + added))
        pass = engine.realize(in: viewport, overscan: 100) { _ in 100 }
        #expect(pass.released == Array(ids[4...]) + added)
        pass = engine.realize(in: viewport, overscan: .infinity) { _ in 100 }
        // And lazy again after a scroll: only what is near the new place stays.
        pass = engine.realize(in: Viewport(offset: Point(x: 0, y: 2_000), size: Size(width: 100, height: 300)), overscan: 0) { _ in 100 }
        #expect(pass.released == Array(ids[0 ..< 20]) + Array(ids[23...]) + added && engine.realizedRows == Set(ids[20 ..< 23]))
    }

    @Test("remeasuring new rows: a row that comes back is measured again, and its new length kept without a jump")
    func remeasuringNewRows() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        let ids = engine.append(contentsOf: (0 ..< 100).map { _ in .estimated(44) })
        var viewport = Viewport(size: Size(width: 100, height: 100))
        var length = 30.0
        var measured: [RowID] = []
        func pass(remeasuring: Bool) -> RealizationPass {
            measured = []
            let pass = engine.realize(in: viewport, overscan: 0, remeasuringNewRows: remeasuring) { request in
                measured.append(request.row)
                return length
            }
            viewport.offset = pass.offset
            return pass
        }
        let first = pass(remeasuring: true)
        #expect(first.realized == measured && measured.first == ids[0])
        // Far away and back, the rows' content having changed meanwhile.
        viewport.offset.y = 1_500
        _ = pass(remeasuring: true)
        #expect(!engine.realizedRows.contains(ids[0]))
        viewport.offset.y = 0
        length = 40
        let back = pass(remeasuring: true)
        #expect(back.realized.contains(ids[0]) && measured.contains(ids[0]) && engine.measuredExtent(of: ids[0]) == 40)
        // Without the setting a row measured before keeps its length.
        viewport.offset.y = 1_500
        _ = pass(remeasuring: false)
        viewport.offset.y = 0
        length = 50
        _ = pass(remeasuring: false)
        #expect(!measured.contains(ids[0]) && engine.measuredExtent(of: ids[0]) == 40)
        // Rows that stay realized are not measured again.
        _ = pass(remeasuring: true)
        #expect(measured.isEmpty)
    }

    @Test("a measurement keeps an offset the user pulled beyond the range there, moving only with the content")
    func overscrollKept() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        let ids = engine.append(contentsOf: (0 ..< 20).map { _ in .estimated(50) })
        // Beyond the range but not moved by the user (the range shrank): back within it.
        var viewport = Viewport(offset: Point(x: 0, y: -30), size: Size(width: 100, height: 100))
        #expect(engine.setMeasuredExtents([(ids[0], 50)], keepingStill: viewport) == Point(x: 0, y: 0))
        // Pulled 30 points past the top: the first row's measurement leaves the offset there.
        viewport.isMovedByUser = true
        #expect(engine.setMeasuredExtents([(ids[0], 80)], keepingStill: viewport) == Point(x: 0, y: -30))
        // Past the end: rows above the screen growing move the offset with them, still past the end.
        let end = engine.offsetRange(in: viewport).upperBound
        viewport.offset.y = end + 40
        let offset = engine.setMeasuredExtents([(ids[2], 70)], keepingStill: viewport)
        #expect(offset.y == end + 40 + 20 && offset.y > engine.offsetRange(in: viewport).upperBound)
        // Within the range, the offset stays within it.
        viewport.offset.y = engine.offsetRange(in: viewport).upperBound
        #expect(engine.setMeasuredExtents([(ids[19], 10)], keepingStill: viewport).y == engine.offsetRange(in: viewport).upperBound)
    }

    @Test("a laid-out length differs from the measurement only beyond half a point, and only for measured rows")
    func differsFromMeasurement() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        let ids = engine.append(contentsOf: [RowSpec(size: .fitting), .fixed(20), .estimated(30)])
        #expect(!engine.differsFromMeasurement(99, of: ids[0]))      // not measured yet
        engine.setMeasuredExtent(40, of: ids[0])
        #expect(!engine.differsFromMeasurement(40.4, of: ids[0]) && engine.differsFromMeasurement(40.6, of: ids[0]))
        #expect(engine.differsFromMeasurement(.nan, of: ids[0]))      // counts as zero
        #expect(!engine.differsFromMeasurement(99, of: ids[1]))      // fixed
        #expect(!engine.differsFromMeasurement(99, of: ids[2]))      // an estimate is not a measurement
        engine.remove(ids[0])
        #expect(!engine.differsFromMeasurement(0, of: ids[0]))
    }

    @Test("content that never settles stops after the named number of rounds")
    func roundsRunOut() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 100)))
        engine.append(contentsOf: (0 ..< 100_000).map { _ in .estimated(44) })
        var calls = 0
        let pass = engine.realize(in: Viewport(size: Size(width: 100, height: 100)), overscan: 10) { _ in
            calls += 1
            return 0
        }
        #expect(!pass.isSettled && calls > StackEngine.maximumRealizationRounds)
    }
}

// Prefetching: which rows a host is told to start preparing and to stop preparing as the viewport
// moves, in worked examples and against a brute-force model over random scroll streams.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Prefetching")
struct PrefetchTests {
    /// 100 rows of 100 points in a vertical stack 300 points tall; realizes and prefetches at
    /// `offset` with 100 points of overscan and 200 of prefetch distance.
    struct Tall {
        var engine: StackEngine
        let ids: [RowID]

        init() { (engine, ids) = tallStack(rows: 100) }

        mutating func frame(at offset: Double) -> PrefetchUpdate {
            let viewport = Viewport(offset: Point(x: 0, y: offset), size: Size(width: 100, height: 300))
            _ = engine.realize(in: viewport, overscan: 100) { _ in 100 }
            return engine.updatePrefetching(in: viewport, overscan: 100, distance: 200, answersReachedRows: false)
        }

        func rows(_ indexes: Int...) -> [RowID] { indexes.map { ids[$0] } }
    }

    @Test("rows coming within the distance are announced once; realizing one answers it")
    func scrollingAhead() {
        var stack = Tall()
        // Realized: rows 0–3 (0 ..< 400); band: rows 4 and 5 (400 ..< 600).
        #expect(stack.frame(at: 0) == PrefetchUpdate(prefetch: stack.rows(4, 5)))
        #expect(stack.frame(at: 0).isEmpty)
        // One point down, row 4 is realized (its announcement answered, without a cancel) and the
        // band reaches row 6.
        #expect(stack.frame(at: 1) == PrefetchUpdate(prefetch: stack.rows(6)))
        #expect(stack.frame(at: 99).isEmpty)
        #expect(stack.engine.prefetchedRows == Set(stack.rows(5, 6)))
    }

    @Test("turning back cancels what was left behind; a jump announces none of the rows it passes")
    func turningBackAndJumping() {
        var stack = Tall()
        _ = stack.frame(at: 0)
        _ = stack.frame(at: 100)
        // Row 4 leaves the realized area into the band: it was just prepared, so it is not
        // announced. Row 6 leaves the band unrealized: cancelled.
        #expect(stack.frame(at: 0) == PrefetchUpdate(cancel: stack.rows(6)))
        #expect(stack.engine.prefetchedRows == Set(stack.rows(5)))
        // Realized: rows 49–53; band: 47, 48, 54 and 55, named closest first. Rows 6–46 were passed over.
        #expect(stack.frame(at: 5_000) == PrefetchUpdate(prefetch: stack.rows(48, 54, 47, 55), cancel: stack.rows(5)))
    }

    @Test("hidden and removed rows are cancelled; stopping cancels the rest, and the next update starts afresh")
    func hiddenRemovedAndStopped() {
        var stack = Tall()
        _ = stack.frame(at: 5_000)
        stack.engine.setHidden(true, forRow: stack.ids[54])
        // Row 55 moves up to 5,400 and row 56 comes into the band.
        #expect(stack.frame(at: 5_000) == PrefetchUpdate(prefetch: stack.rows(56), cancel: stack.rows(54)))
        stack.engine.remove(stack.ids[55])
        #expect(stack.frame(at: 5_000) == PrefetchUpdate(prefetch: stack.rows(57), cancel: stack.rows(55)))
        #expect(stack.engine.stopPrefetching() == PrefetchUpdate(cancel: stack.rows(47, 48, 56, 57)))
        #expect(stack.engine.prefetchedRows.isEmpty)
        #expect(stack.engine.stopPrefetching().isEmpty)
        #expect(stack.frame(at: 5_000) == PrefetchUpdate(prefetch: stack.rows(48, 56, 47, 57)))
    }

    @Test("random scroll streams agree with a brute-force model",
          arguments: [(StackAxis.vertical, LayoutDirection.leftToRight), (.horizontal, .leftToRight), (.horizontal, .rightToLeft)])
    func againstModel(axis: StackAxis, direction: LayoutDirection) {
        for seed in 0 ..< UInt64(6) {
            // Even seeds realize rows as a lazy UIKit stack does; odd ones realize none, as the
            // terminal, which keeps every row's content.
            var stream = PrefetchStream(axis: axis, direction: direction, seed: seed &+ 0x9F3C_0000, realizes: seed % 2 == 0)
            for _ in 0 ..< 700 { stream.step() }
            #expect(stream.answered > 0 && stream.announced > 0, "seed \(seed): the stream prefetched nothing")
        }
    }
}

/// A random stream of scrolls, jumps and edits on a stack that prefetches every frame (realizing
/// rows first, or not), checked against a brute-force model of the band and against the promises a
/// host relies on.
struct PrefetchStream {
    var random: SeededGenerator
    var engine: StackEngine
    var ids: [RowID] = []
    var offset = 0.0
    var overscan = 40.0
    var distance = 120.0
    var kept: [RowID] = []
    /// The model: rows announced and not yet answered, and the rows that met the whole area.
    var outstanding: Set<RowID> = []
    var near: Set<RowID> = []
    /// Whether the stream realizes rows each frame before prefetching.
    let realizes: Bool
    /// Announcements made and answered, over the stream.
    var announced = 0
    var answered = 0
    let trace: String

    init(axis: StackAxis, direction: LayoutDirection, seed: UInt64, realizes: Bool) {
        random = SeededGenerator(seed: seed)
        self.realizes = realizes
        trace = "axis \(axis), \(direction), seed \(seed)"
        let container = axis == .vertical ? Size(width: 100, height: 300) : Size(width: 300, height: 100)
        engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: container,
                                                               spacing: Double(Int.random(in: 0 ... 3, using: &random)),
                                                               layoutDirection: direction))
        ids = engine.append(contentsOf: (0 ..< 300).map { _ in randomSpec() })
    }

    /// Right to left, no row is empty: an empty row at the edge of an area meets it at its start,
    /// which mirroring turns into its end.
    mutating func randomSpec() -> RowSpec {
        RowSpec(size: .fixed(randomExtent()), isHidden: random.chance(0.1))
    }

    mutating func randomExtent() -> Double {
        Double(Int.random(in: (engine.configuration.layoutDirection == .rightToLeft ? 1 : 0) ... 80, using: &random))
    }

    var axis: StackAxis { engine.configuration.axis }

    var viewport: Viewport {
        let size = engine.configuration.containerSize
        return Viewport(offset: Point(main: offset, cross: 0, axis: axis), size: size)
    }

    mutating func step() {
        switch Int.random(in: 0 ..< 100, using: &random) {
        case 0 ..< 55: offset += Double(Int.random(in: -60 ... 60, using: &random))
        case 55 ..< 65: offset = Double(Int.random(in: -200 ... Int(engine.contentSize.main(axis)) + 200, using: &random))
        case 65 ..< 70:
            overscan = Double(Int.random(in: 0 ... 150, using: &random))
            distance = Double(Int.random(in: 0 ... 400, using: &random))
        case 70 ..< 76:
            let index = Int.random(in: 0 ... ids.count, using: &random)
            ids.insert(engine.insert(randomSpec(), at: index), at: index)
        case 76 ..< 82 where !ids.isEmpty:
            _ = engine.remove(ids.remove(at: Int.random(in: 0 ..< ids.count, using: &random)))
        case 82 ..< 88 where !ids.isEmpty:
            let row = ids.randomElement(using: &random)!
            engine.setHidden(!(engine.isHidden(row) ?? false), forRow: row)
        case 88 ..< 93 where !ids.isEmpty:
            engine.setSize(.fixed(randomExtent()), forRow: ids.randomElement(using: &random)!)
        case 93 ..< 96:
            // Keeping a row realizes it wherever it is: often one being prefetched, which answers it.
            let prefetched = outstanding.sorted { engine.index(of: $0) ?? 0 < engine.index(of: $1) ?? 0 }
            kept = random.chance(0.3) ? [] : random.chance(0.5) || prefetched.isEmpty
                ? ids.randomElement(using: &random).map { [$0] } ?? [] : [prefetched.randomElement(using: &random)!]
        case 96 ..< 98:
            let update = engine.stopPrefetching()
            #expect(update.prefetch.isEmpty, "stop — \(trace)")
            expectInOrder(update.cancel, outstanding, "stop")
            answered += outstanding.count
            outstanding = []
            near = []
        default: break
        }
        // Realization may run more than once between updates (a host laying out inside an
        // animation block): a row realized in between is answered then, even if let go again.
        if realizes && random.chance(0.1) {
            let passing = Viewport(offset: Point(main: offset + Double(Int.random(in: -300 ... 300, using: &random)), cross: 0, axis: axis),
                                   size: engine.configuration.containerSize)
            let made = engine.realize(in: passing, overscan: overscan, keeping: kept) { _ in 30 }.realized
            answered += outstanding.intersection(made).count
            outstanding.subtract(made)
        }
        frame()
    }

    /// Expects `rows` to be `expected`, the ones in the stack first and in stack order, then the
    /// removed ones (in no particular order).
    func expectInOrder(_ rows: [RowID], _ expected: Set<RowID>, _ what: String) {
        #expect(rows.count == expected.count && Set(rows) == expected, "\(what) — \(trace)")
        let indexes = rows.map { engine.index(of: $0) ?? .max }
        #expect(indexes == indexes.sorted(), "\(what) in order — \(trace)")
    }

    mutating func frame() {
        if realizes { _ = engine.realize(in: viewport, overscan: overscan, keeping: kept) { _ in 30 } }
        let update = engine.updatePrefetching(in: viewport, overscan: overscan, distance: distance, answersReachedRows: !realizes)
        // The model, from every row's frames in the host's space.
        let visible = viewport.visibleRect
        let innerFrom = visible.minMain(axis) - overscan, innerTo = visible.maxMain(axis) + overscan
        let outerFrom = innerFrom - distance, outerTo = innerTo + distance
        let realized = engine.realizedRows
        var nearNow: Set<RowID> = [], innerNow: Set<RowID> = [], band: [RowID] = []
        var distance: [RowID: Double] = [:]
        engine.forEachLayout { layout in
            guard !layout.isHidden else { return }
            let row = layout.frames.row
            let start = row.minMain(axis), extent = row.size.main(axis)
            guard meets(start, extent, outerFrom, outerTo) else { return }
            nearNow.insert(layout.id)
            if meets(start, extent, innerFrom, innerTo) {
                innerNow.insert(layout.id)
            } else if !realized.contains(layout.id) {
                band.append(layout.id)
                distance[layout.id] = start + extent <= innerFrom && start < innerFrom ? innerFrom - (start + extent) : start - innerTo
            }
        }
        // Closest to the realized area first; in stack order among rows as close.
        let prefetch = band.enumerated().filter { !outstanding.contains($0.element) && !near.contains($0.element) }
            .sorted { (distance[$0.element]!, $0.offset) < (distance[$1.element]!, $1.offset) }.map(\.element)
        // A host that realizes answers a row only by realizing it: one that reached the realized
        // area unrealized stays named.
        let waiting = realizes ? outstanding.intersection(innerNow).subtracting(realized) : []
        let stillOutstanding = Set(band).intersection(outstanding).union(prefetch).union(waiting)
        // Answered without a cancel: realized, or in the realized area (reached, for a host that
        // realizes nothing).
        let cancelled = outstanding.subtracting(stillOutstanding).subtracting(realized).subtracting(innerNow)
        #expect(update.prefetch == prefetch, "prefetch — \(trace)")
        expectInOrder(update.cancel, cancelled, "cancel")
        // What a host relies on, checked on its own: no row announced twice before it is answered,
        // no cancel without an announcement, every announced row in the band now.
        #expect(update.prefetch.allSatisfy { !outstanding.contains($0) && band.contains($0) }, "announced twice — \(trace)")
        #expect(update.cancel.allSatisfy(outstanding.contains), "cancelled without an announcement — \(trace)")
        announced += prefetch.count
        answered += outstanding.subtracting(stillOutstanding).count
        outstanding = stillOutstanding
        near = nearNow
        #expect(engine.prefetchedRows == outstanding, "outstanding rows — \(trace)")
    }

    /// Whether a span meets `[from, to)`: sharing some of it, or, without extent, starting in it.
    func meets(_ start: Double, _ extent: Double, _ from: Double, _ to: Double) -> Bool {
        extent > 0 ? start < to && start + extent > from : start >= from && start < to
    }
}

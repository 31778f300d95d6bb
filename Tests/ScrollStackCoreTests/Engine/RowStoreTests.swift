// The engine's storage of rows: IDs and their reuse, bulk inserts, and the invariants after every
// kind of change.

@_spi(Testing) import ScrollStackCore
import ScrollStackTestSupport
import Testing

/// A stack of fixed rows whose extents are 1, 2, 3, … so positions identify rows.
func numberedStack(_ count: Int, configuration: StackConfiguration = StackConfiguration()) -> (StackEngine, [RowID]) {
    var engine = StackEngine(configuration: configuration)
    let ids = engine.append(contentsOf: (0 ..< count).map { .fixed(Double($0 + 1)) })
    return (engine, ids)
}

@Suite("Row store")
struct RowStoreTests {
    @Test("insert at top, bottom, index, before and after a row")
    func insertPositions() {
        var (engine, ids) = numberedStack(3)
        let top = engine.insert(.fixed(10), at: .top)!
        let bottom = engine.insert(.fixed(11), at: .bottom)!
        let middle = engine.insert(.fixed(12), at: .index(2))!
        let before = engine.insert(.fixed(13), at: .before(ids[2]))!
        let after = engine.insert(.fixed(14), at: .after(ids[0]))!
        #expect(engine.rows == [top, ids[0], after, middle, ids[1], before, ids[2], bottom])
    }

    @Test("batch inserts keep their order at every position", arguments: 0 ..< 5)
    func batchOrder(position: Int) {
        var (engine, ids) = numberedStack(3)
        let batch: [RowSpec] = [.fixed(100), .fixed(200), .fixed(300)]
        let where_: InsertPosition = [.top, .bottom, .index(1), .before(ids[1]), .after(ids[1])][position]
        let inserted = engine.insert(contentsOf: batch, at: where_)!
        let start = engine.index(of: inserted[0])!
        #expect(engine.index(of: inserted[1]) == start + 1)
        #expect(engine.index(of: inserted[2]) == start + 2)
        #expect(inserted.map { engine.contentExtent(of: $0) } == [100, 200, 300])
        #expect(engine.count == 6)
    }

    @Test("large batches (bulk path) keep their order too")
    func largeBatchOrder() {
        var (engine, ids) = numberedStack(10)
        let batch = (0 ..< 1_000).map { RowSpec.fixed(Double($0)) }
        let inserted = engine.insert(contentsOf: batch, at: .after(ids[4]))!
        #expect(engine.rows == Array(ids[0 ... 4]) + inserted + Array(ids[5...]))
        engine.checkInvariants()
    }

    @Test("an unknown anchor inserts nothing and returns nil")
    func unknownAnchor() {
        var (engine, ids) = numberedStack(3)
        engine.remove(ids[1])
        _ = engine.commit(visibleRect: .zero)
        #expect(engine.insert(.fixed(1), at: .before(ids[1])) == nil)
        #expect(engine.insert(contentsOf: [.fixed(1)], at: .after(ids[1])) == nil)
        #expect(engine.count == 2)
        #expect(!engine.hasPendingEvents)
    }

    @Test("removing by indexes uses the indexes from before the call")
    func removeAtIndexesUsesOriginalIndexes() {
        var (engine, ids) = numberedStack(5)
        let removed = engine.remove(at: [3, 0, 1, 3])
        #expect(removed == [ids[0], ids[1], ids[3]])
        #expect(engine.rows == [ids[2], ids[4]])
    }

    @Test("remove one, many (skipping unknown and repeated IDs) and all")
    func removeVariants() {
        var (engine, ids) = numberedStack(6)
        #expect(engine.remove(ids[2]) == 2)
        #expect(engine.remove(ids[2]) == nil)
        #expect(engine.remove([ids[5], ids[2], ids[5], ids[0]]) == [ids[5], ids[0]])
        #expect(engine.rows == [ids[1], ids[3], ids[4]])
        #expect(engine.removeAll() == [ids[1], ids[3], ids[4]])
        #expect(engine.isEmpty && engine.contentSize == .zero)
        #expect(engine.firstRow == nil && engine.lastRow == nil && engine.lastVisibleRow == nil)
    }

    @Test("replace puts a new row at the same index and retires the old ID")
    func replace() {
        var (engine, ids) = numberedStack(3)
        engine.setHidden(true, forRow: ids[1])
        let new = engine.replace(ids[1], with: .fixed(50))!
        #expect(engine.rows == [ids[0], new, ids[2]])
        #expect(!engine.contains(ids[1]))
        #expect(engine.isHidden(new) == false)
        #expect(engine.replace(ids[1], with: .fixed(1)) == nil)
        let another = engine.replace(at: 0, with: .fixed(7))
        #expect(engine.row(at: 0) == another)
    }

    @Test("a moved row keeps its ID, hidden state and size")
    func moveKeepsHiddenRowHidden() {
        var (engine, ids) = numberedStack(4)
        engine.setHidden(true, forRow: ids[0])
        let result1 = engine.move(ids[0], to: 3)
        #expect(result1)
        #expect(engine.rows == [ids[1], ids[2], ids[3], ids[0]])
        #expect(engine.isHidden(ids[0]) == true)
        #expect(engine.contentExtent(of: ids[0]) == 1)
        engine.move(from: 3, to: 1)
        #expect(engine.rows == [ids[1], ids[0], ids[2], ids[3]])
        #expect(engine.isHidden(ids[0]) == true)
    }

    @Test("move before or after another row")
    func moveRelative() {
        var (engine, ids) = numberedStack(5)
        let result2 = engine.move(ids[0], to: .after(ids[3]))
        #expect(result2)
        #expect(engine.rows == [ids[1], ids[2], ids[3], ids[0], ids[4]])
        let result3 = engine.move(ids[4], to: .before(ids[1]))
        #expect(result3)
        #expect(engine.rows == [ids[4], ids[1], ids[2], ids[3], ids[0]])
        let result4 = engine.move(ids[2], to: .after(ids[2]))
        #expect(result4)
        #expect(engine.move(ids[2], to: .top) && engine.row(at: 0) == ids[2])
        #expect(engine.move(ids[2], to: .bottom) && engine.lastRow == ids[2])
        engine.remove(ids[3])
        let result5 = engine.move(ids[0], to: .before(ids[3]))
        #expect(!result5)
        let result6 = engine.move(ids[3], to: .top)
        #expect(!result6)
    }

    @Test("hiding a row twice is the same as hiding it once")
    func hideIsIdempotent() {
        var (engine, ids) = numberedStack(3)
        _ = engine.commit(visibleRect: Rect(x: 0, y: 0, width: 10, height: 100))
        engine.setHidden(true, forRow: ids[1])
        engine.setHidden(true, forRow: ids[1])
        #expect(engine.visibleCount == 2)
        engine.setHidden(false, forRow: ids[1])
        #expect(engine.visibleCount == 3 && engine.isHidden(ids[1]) == false)
        #expect(engine.setHidden(true, forRows: [ids[0], ids[2], ids[1]]) == 3)
        #expect(engine.visibleCount == 0 && engine.contentSize.height == 0)
    }

    @Test("IDs from another stack and stale IDs are never found, even when a slot is reused")
    func foreignAndStaleIDs() {
        var (engine, ids) = numberedStack(3)
        var (other, otherIDs) = numberedStack(3)
        #expect(!engine.contains(otherIDs[0]))
        #expect(engine.index(of: otherIDs[1]) == nil)
        let result7 = engine.setHidden(true, forRow: otherIDs[0])
        #expect(!result7)
        #expect(engine.remove(otherIDs[0]) == nil)
        #expect(other.count == 3)
        engine.remove(ids[1])
        let reused = engine.append(.fixed(9)) // takes the freed slot
        #expect(reused != ids[1])
        #expect(engine.index(of: ids[1]) == nil)
        #expect(engine.frames(of: ids[1]) == nil)
        #expect(engine.spec(of: ids[1]) == nil)
        let result8 = engine.setMeasuredExtent(3, of: ids[1])
        #expect(!result8)
        #expect(engine.visibility(of: ids[1], in: Rect(x: 0, y: 0, width: 10, height: 10)) == .removed)
        // A copy shares IDs with the original: copies are the same stack.
        let copy = engine
        #expect(copy.index(of: reused) == engine.index(of: reused))
        other.removeAll()
    }

    @Test("measurement rules: fixed rows ignore measurements, fitting rows use the estimate until measured")
    func measurementRules() {
        var engine = StackEngine(configuration: StackConfiguration(estimatedRowExtent: 30))
        let fixed = engine.append(.fixed(10))
        let fitting = engine.append(RowSpec(size: .fitting))
        let estimated = engine.append(.estimated(70))
        #expect(!engine.needsMeasurement(fixed) && !engine.setMeasuredExtent(99, of: fixed))
        #expect(engine.needsMeasurement(fitting) && engine.needsMeasurement(estimated))
        #expect(engine.contentSize.height == 10 + 30 + 70)
        engine.setMeasuredExtent(40, of: fitting)
        engine.setMeasuredExtent(50, of: estimated)
        #expect(engine.contentSize.height == 10 + 40 + 50)
        #expect(engine.measuredExtent(of: fitting) == 40 && !engine.needsMeasurement(fitting))
        // Invalidation keeps the last measurement as the estimate: nothing moves.
        engine.invalidateMeasurements()
        #expect(engine.needsMeasurement(fitting) && engine.measuredExtent(of: fitting) == nil)
        #expect(engine.contentSize.height == 10 + 40 + 50)
        #expect(engine.spec(of: fitting)?.size == .fitting)
        // A new size discards the measurement.
        engine.setSize(.fitting, forRow: estimated)
        #expect(engine.contentSize.height == 10 + 40 + 30)
        // Changing the width invalidates measurements too (they stay as estimates)…
        engine.setMeasuredExtent(41, of: fitting)
        engine.configuration.containerSize = Size(width: 200, height: 10)
        #expect(engine.needsMeasurement(fitting) && engine.contentExtent(of: fitting) == 41)
        // …while changing the axis discards them: a height says nothing about a width.
        engine.setMeasuredExtent(41, of: fitting)
        let another = engine.append(.estimated(90))
        engine.setMeasuredExtent(12, of: another)
        engine.configuration.axis = .horizontal
        #expect(engine.contentExtent(of: fitting) == 30 && engine.contentExtent(of: another) == 30)
        #expect(engine.needsMeasurement(fitting) && engine.needsMeasurement(another))
        #expect(engine.contentExtent(of: fixed) == 10)
    }

    @Test("negative, infinite and NaN lengths count as zero")
    func badLengthsAreZero() {
        var engine = StackEngine()
        let a = engine.append(.fixed(-10))
        let b = engine.append(.estimated(.nan))
        let c = engine.append(.fixed(5))
        engine.setMeasuredExtent(.infinity, of: b)
        #expect(engine.contentExtent(of: a) == 0 && engine.contentExtent(of: b) == 0)
        #expect(engine.contentSize.height == 5)
        #expect(engine.offset(of: c) == 0)
    }

    @Test("spec updates report unknown rows and keep per-row overrides through axis changes")
    func overridesSurviveAxisChange() {
        var (engine, ids) = numberedStack(2)
        let insets = Insets(top: 1, left: 2, bottom: 3, right: 4)
        engine.setInsets(insets, forRow: ids[0])
        engine.setPadding(Insets(all: 1), forRow: ids[0])
        engine.setSeparator(RowSeparator(isHidden: true), forRow: ids[0])
        engine.configuration.axis = .horizontal
        engine.configuration.rowInsets = Insets(all: 9)
        let spec = engine.spec(of: ids[0])!
        #expect(spec.insets == insets && spec.padding == Insets(all: 1) && spec.separator.isHidden == true)
        #expect(engine.spec(of: ids[1])?.insets == nil)
        let frames = engine.frames(of: ids[1])!
        #expect(frames.content.minY == 9 && frames.content.minX - frames.row.minX == 9)
        engine.remove(ids[1])
        #expect(!engine.updateSpec(ofRow: ids[1]) { _ in Issue.record("body must not run for an unknown row") })
    }

    /// Enough rows for a four-level tree, with random inserts, removes, moves and hides, checked
    /// against an array after every batch. This exercises node splits, merges and redistribution.
    @Test("large stacks stay consistent through splits and merges")
    func largeTreeStress() {
        var random = SeededGenerator(seed: 0xB7EE)
        var engine = StackEngine()
        engine.recordsEvents = false
        var model: [(id: RowID, extent: Double, hidden: Bool)] = []
        let ids = engine.append(contentsOf: (0 ..< 20_000).map { .fixed(Double($0 % 50)) })
        model = ids.enumerated().map { ($1, Double($0 % 50), false) }
        for round in 0 ..< 40 {
            for _ in 0 ..< 500 {
                let roll = Int.random(in: 0 ..< 10, using: &random)
                // Shrinking phases (more removals) make merges and redistributions happen.
                let removing = round % 4 >= 2
                if roll < (removing ? 6 : 3), !model.isEmpty {
                    let i = Int.random(in: 0 ..< model.count, using: &random)
                    _ = engine.remove(at: i)
                    model.remove(at: i)
                } else if roll < 7 {
                    let i = Int.random(in: 0 ... model.count, using: &random)
                    let extent = Double(Int.random(in: 0 ... 40, using: &random))
                    model.insert((engine.insert(.fixed(extent), at: i), extent, false), at: i)
                } else if roll < 8, !model.isEmpty {
                    let from = Int.random(in: 0 ..< model.count, using: &random)
                    let to = Int.random(in: 0 ..< model.count, using: &random)
                    engine.move(from: from, to: to)
                    model.insert(model.remove(at: from), at: to)
                } else if !model.isEmpty {
                    let i = Int.random(in: 0 ..< model.count, using: &random)
                    model[i].hidden.toggle()
                    engine.setHidden(model[i].hidden, forRow: model[i].id)
                }
            }
            engine.checkInvariants()
            #expect(engine.rows == model.map(\.id))
            var offset = 0.0
            var probes = 0
            for (i, row) in model.enumerated() {
                if i % 97 == 0 {
                    #expect(engine.offset(of: row.id) == offset, "offset of row \(i)")
                    #expect(engine.index(of: row.id) == i)
                    probes += 1
                }
                if !row.hidden { offset += row.extent }
            }
            #expect(engine.contentSize.height == offset)
            #expect(probes > 0)
        }
    }
}

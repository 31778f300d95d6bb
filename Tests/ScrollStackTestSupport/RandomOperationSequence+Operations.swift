// Each random operation of the property test: the engine call, the same change to the model, and
// the engine's immediate answers checked.

// It checks with Swift Testing's #expect, which only test builds have (not an iOS type-check).
#if canImport(Testing)
@_spi(Testing) import ScrollStackCore
import Testing

extension RandomOperationSequence {
    mutating func step() {
        let count = model.rows.count
        let roll = Int.random(in: 0 ..< 100, using: &random)
        recent = Array((recent + ["\(Self.operation(roll)) (\(count) rows)"]).suffix(8))
        switch roll {
        case 0 ..< 12:
            let index = Int.random(in: 0 ... count, using: &random)
            let spec = randomSpec()
            let id = engine.insert(spec, at: index)
            modelInsert([id], [spec], at: index)
        case 12:
            // A host off screen reports its row changes at once; the rest waits for the next commit.
            let events = engine.commitRowChanges()
            #expect(events == expectedRowEvents, "commit row changes — \(trace)")
            expectedRowEvents.removeAll()
        case 13:
            // Rows a host made on its own (some it has, some removed or foreign, some repeated)
            // count as realized: the next realization round releases those it does not need.
            let rows = (0 ..< Int.random(in: 0 ... 6, using: &random)).map { _ in randomRow() }
            engine.recordRealized(rows)
            realizedAtCommit.formUnion(rows.filter { model.index(of: $0) != nil })
            #expect(engine.realizedRows == realizedAtCommit.filter { model.index(of: $0) != nil }, "record realized — \(trace)")
        case 14 ..< 22:
            let specs = (0 ..< Int.random(in: 0 ... 6, using: &random)).map { _ in randomSpec() }
            let anchor = randomRow()
            let position: InsertPosition
            let modelIndex: Int?
            switch Int.random(in: 0 ..< 5, using: &random) {
            case 0: position = .top; modelIndex = 0
            case 1: position = .bottom; modelIndex = count
            case 2:
                let i = Int.random(in: 0 ... count, using: &random)
                position = .index(i); modelIndex = i
            case 3: position = .before(anchor); modelIndex = model.index(of: anchor)
            default: position = .after(anchor); modelIndex = model.index(of: anchor).map { $0 + 1 }
            }
            let ids = engine.insert(contentsOf: specs, at: position)
            #expect((ids == nil) == (modelIndex == nil), "insert at \(position) — \(trace)")
            if let ids, let modelIndex { modelInsert(ids, specs, at: modelIndex) }
        case 22 ..< 24:
            // Large batches take the bulk-rebuild path.
            let n = count < 100 && random.chance(0.5) ? Int.random(in: 256 ... 400, using: &random) : Int.random(in: 1 ... 20, using: &random)
            let specs = (0 ..< n).map { _ in randomSpec() }
            let index = Int.random(in: 0 ... count, using: &random)
            let ids = engine.insert(contentsOf: specs, at: index)
            modelInsert(ids, specs, at: index)
        case 24 ..< 36:
            let id = randomRow()
            let expected = model.index(of: id)
            let removedIndex = engine.remove(id)
            #expect(removedIndex == expected, "\(trace)")
            modelRemove(id)
        case 36 ..< 42:
            guard count > 0 else { return }
            let index = Int.random(in: 0 ..< count, using: &random)
            let expected = model.rows[index].id
            let removedRow = engine.remove(at: index)
            #expect(removedRow == expected, "\(trace)")
            modelRemove(expected)
        case 42 ..< 44:
            guard count > 0 else { return }
            let indexes = (0 ..< Int.random(in: 1 ... 5, using: &random)).map { _ in Int.random(in: 0 ..< count, using: &random) }
            let expectedIDs = Set(indexes).sorted().map { model.rows[$0].id }
            let removedRows = engine.remove(at: indexes)
            #expect(removedRows == expectedIDs, "\(trace)")
            for id in expectedIDs { modelRemove(id) }
        case 44 ..< 46:
            let ids = (0 ..< Int.random(in: 0 ... 4, using: &random)).map { _ in randomRow() }
            var expected: [RowID] = []
            for id in ids where model.index(of: id) != nil && !expected.contains(id) { expected.append(id) }
            let removedRows = engine.remove(ids)
            #expect(removedRows == expected, "\(trace)")
            for id in expected { modelRemove(id) }
        case 46:
            if random.chance(0.3) || count > 500 {
                let ids = model.rows.map(\.id)
                let removedRows = engine.removeAll()
                #expect(removedRows == ids, "\(trace)")
                for i in model.rows.indices.reversed() {
                    expectedRowEvents.append(.rowRemoved(model.rows[i].id, index: i))
                }
                removed.append(contentsOf: ids)
                if !ids.isEmpty { mutatedSinceCommit = true }
                model.rows.removeAll()
            }
        case 47 ..< 50:
            let id = randomRow()
            let spec = randomSpec()
            let index = model.index(of: id)
            let new = engine.replace(id, with: spec)
            #expect((new == nil) == (index == nil), "\(trace)")
            if let new, let index {
                modelRemove(id)
                modelInsert([new], [spec], at: index)
            }
        case 50 ..< 56:
            let id = randomRow()
            guard model.index(of: id) != nil else {
                let moved = engine.move(id, to: 0)
                #expect(moved == false, "\(trace)")
                return
            }
            let destination = Int.random(in: 0 ..< count, using: &random)
            let moved = engine.move(id, to: destination)
            #expect(moved, "\(trace)")
            modelMove(id, to: destination)
        case 56 ..< 60:
            let id = randomRow()
            let other = randomRow()
            let after = random.chance(0.5)
            let succeeded = engine.move(id, to: after ? .after(other) : .before(other))
            guard let from = model.index(of: id), let anchor = model.index(of: other) else {
                #expect(!succeeded, "\(trace)")
                return
            }
            #expect(succeeded, "\(trace)")
            if id == other { return }
            let target = anchor + (after ? 1 : 0)
            modelMove(id, to: target > from ? target - 1 : target)
        case 60 ..< 62:
            guard count > 0 else { return }
            let from = Int.random(in: 0 ..< count, using: &random)
            let to = Int.random(in: 0 ..< count, using: &random)
            let id = model.rows[from].id
            engine.move(from: from, to: to)
            modelMove(id, to: to)
        case 62 ..< 65:
            // Many rows at once (a filter): a random share of the rows (often most of them, so the
            // one-pass path runs), now and then with unknown and repeated IDs among them.
            let hidden = random.chance(0.5)
            let share = Double.random(in: 0 ... 1, using: &random)
            var ids = model.rows.map(\.id).filter { _ in Double.random(in: 0 ..< 1, using: &random) < share }
            for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) { ids.append(randomRow()) }
            ids.shuffle(using: &random)
            let found = engine.setHidden(hidden, forRows: ids)
            #expect(found == ids.filter { model.index(of: $0) != nil }.count, "\(trace)")
            for id in ids {
                if let index = model.index(of: id), model.rows[index].spec.isHidden != hidden {
                    model.rows[index].spec.isHidden = hidden
                    mutatedSinceCommit = true
                }
            }
        case 70 ..< 72:
            let id = randomRow()
            let pinned = random.chance(0.5)
            #expect(engine.setPinned(pinned, forRow: id) == (model.index(of: id) != nil), "\(trace)")
            if let index = model.index(of: id), model.rows[index].spec.isPinned != pinned {
                model.rows[index].spec.isPinned = pinned
                mutatedSinceCommit = true
            }
            #expect(engine.isPinned(id) == (model.index(of: id).map { model.rows[$0].spec.isPinned } ?? false), "\(trace)")
        case 65 ..< 70:
            let id = randomRow()
            let hidden = random.chance(0.5)
            let found = engine.setHidden(hidden, forRow: id)
            #expect(found == (model.index(of: id) != nil), "\(trace)")
            if let index = model.index(of: id), model.rows[index].spec.isHidden != hidden {
                model.rows[index].spec.isHidden = hidden
                mutatedSinceCommit = true
            }
        case 72 ..< 80:
            let id = randomRow()
            let value = random.chance(0.05) ? -.infinity : randomLength(0 ... 90)
            let applied = engine.setMeasuredExtent(value, of: id)
            guard let index = model.index(of: id) else {
                #expect(!applied, "\(trace)")
                return
            }
            if case .fixed = model.rows[index].spec.size {
                #expect(!applied, "\(trace)")
                return
            }
            #expect(applied, "\(trace)")
            let before = model.fullExtent(model.rows[index])
            let clean = model.clean(value)
            model.rows[index].measured = clean
            model.rows[index].lastMeasurement = clean
            if case .estimated = model.rows[index].spec.size { model.rows[index].spec.size = .estimated(clean) }
            if model.fullExtent(model.rows[index]) != before { mutatedSinceCommit = true }
        case 80 ..< 84:
            let id = randomRow()
            let size = randomSize()
            let found = engine.setSize(size, forRow: id)
            #expect(found == (model.index(of: id) != nil), "\(trace)")
            if let index = model.index(of: id) {
                let new = stored(RowSpec(size: size)).size
                if new != model.rows[index].spec.size {
                    model.rows[index].spec.size = new
                    model.rows[index].measured = nil
                    model.rows[index].lastMeasurement = nil
                    mutatedSinceCommit = true
                }
            }
        case 84 ..< 90:
            let id = randomRow()
            let insets = randomInsets()
            let padding = randomInsets()
            let separator = randomSeparator()
            let hidden = random.chance(0.5)
            let found = engine.updateSpec(ofRow: id) { spec in
                spec.insets = insets
                spec.padding = padding
                spec.separator = separator
                spec.isHidden = hidden
            }
            #expect(found == (model.index(of: id) != nil), "\(trace)")
            if let index = model.index(of: id) {
                let old = model.rows[index].spec
                var new = old
                new.insets = insets
                new.padding = padding
                new.separator = separator
                new.isHidden = hidden
                model.rows[index].spec = stored(new)
                if model.rows[index].spec != old { mutatedSinceCommit = true }
                // The content's width (height, horizontally) changed: its measurement is stale.
                if contentCrossMargins(model.rows[index].spec) != contentCrossMargins(old) { model.rows[index].measured = nil }
            }
        case 90 ..< 92:
            engine.invalidateMeasurements()
            modelInvalidateMeasurements()
        case 92 ..< 96:
            changeConfiguration()
        default:
            commitAndCheckEvents()
        }
    }

    mutating func changeConfiguration() {
        var c = model.configuration
        switch Int.random(in: 0 ..< 11, using: &random) {
        case 0: c.axis = c.axis == .vertical ? .horizontal : .vertical
        case 1: c.containerSize = Size(width: randomLength(0 ... 400), height: randomLength(0 ... 600))
        case 2: c.contentInsets = randomInsets() ?? .zero
        case 3: c.spacing = random.chance(0.1) ? -3 : randomLength(0 ... 12)
        case 4: c.rowInsets = randomInsets() ?? .zero
        case 5: c.rowPadding = randomInsets() ?? .zero
        case 6: c.separatorThickness = randomLength(0 ... 3)
        case 7: c.separatorInsets = randomInsets() ?? .zero
        case 8: c.hidesSeparatorsByDefault.toggle()
        case 9: c.automaticallyHidesLastSeparator.toggle()
        default:
            c.separatorPlacement = c.separatorPlacement == .overlay ? .appended : .overlay
            c.estimatedRowExtent = randomLength(0 ... 60)
        }
        // The engine keeps what it is given with every length sanitised; the model likewise.
        let given = c
        c = model.clean(c)
        let old = model.configuration
        if c.axis != old.axis {
            // Measurements along the other axis are discarded: back to the stack's estimate.
            for i in model.rows.indices {
                model.rows[i].measured = nil
                model.rows[i].lastMeasurement = nil
                if case .estimated = model.rows[i].spec.size {
                    model.rows[i].spec.size = .estimated(model.clean(c.estimatedRowExtent))
                }
            }
        } else if c.containerSize.cross(c.axis) != old.containerSize.cross(old.axis)
                    || crossSum(c.rowInsets, c.axis) != crossSum(old.rowInsets, c.axis)
                    || crossSum(c.rowPadding, c.axis) != crossSum(old.rowPadding, c.axis) {
            modelInvalidateMeasurements()
        }
        if c != old { mutatedSinceCommit = true }
        model.configuration = c
        engine.configuration = given
        #expect(engine.configuration == c, "the configuration as the engine keeps it — \(trace)")
    }

    // MARK: Checks

    /// Compares every observable answer with the model.
}

extension RandomOperationSequence {
    /// The sum of the two sides of `insets` across `axis` (left and right of a vertical stack).
    func crossSum(_ insets: Insets, _ axis: StackAxis) -> Double {
        axis == .vertical ? insets.left + insets.right : insets.top + insets.bottom
    }

    /// The margins across the axis a row with `spec` lays its content out within: its own insets
    /// and padding, or the stack's where it has none.
    func contentCrossMargins(_ spec: RowSpec) -> Double {
        let c = model.configuration
        return crossSum(spec.insets ?? c.rowInsets, c.axis) + crossSum(spec.padding ?? c.rowPadding, c.axis)
    }
}
#endif

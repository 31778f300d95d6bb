@_spi(Testing) import ScrollStackCore
import ScrollStackTestSupport
import Testing

/// Drives the engine and the reference model with the same long random sequence of operations and
/// checks, after every operation, that every observable answer agrees.
struct RandomOperationSequence {
    var engine: StackEngine
    var model: ReferenceStack
    var random: SeededGenerator
    /// IDs that were removed, to feed the engine stale IDs.
    var removed: [RowID] = []
    /// A row from another engine, which must always be "not found".
    let foreign: RowID

    // Event bookkeeping for the model.
    var expectedRowEvents: [StackEvent] = []
    var statesAtCommit: [RowID: RowVisibility] = [:]
    var contentSizeAtCommit = Size.zero
    var framesAtCommit: [RowFrames] = []
    var idsAtCommit: [RowID] = []
    var configurationAtCommit: StackConfiguration
    var mutatedSinceCommit = false

    // What a failure reports, to replay it: the seed, the step and the last operations.
    let seed: UInt64
    var stepNumber = 0
    var recent: [String] = []
    var trace: String {
        "seed \(String(seed, radix: 16)), step \(stepNumber); last operations: \(recent.joined(separator: "; "))"
    }

    /// The operation a roll of `step()` chooses, by name.
    static func operation(_ roll: Int) -> String {
        switch roll {
        case 0 ..< 14: "insert at an index"
        case 14 ..< 22: "insert at a position"
        case 22 ..< 24: "insert a large batch"
        case 24 ..< 36: "remove a row"
        case 36 ..< 42: "remove at an index"
        case 42 ..< 44: "remove at indexes"
        case 44 ..< 46: "remove rows"
        case 46: "remove all"
        case 47 ..< 50: "replace a row"
        case 50 ..< 56: "move a row to an index"
        case 56 ..< 60: "move a row to a position"
        case 60 ..< 62: "move from an index to an index"
        case 62 ..< 72: "hide or show"
        case 72 ..< 80: "set a measured extent"
        case 80 ..< 84: "set a size"
        case 84 ..< 90: "set insets, padding or a separator"
        case 90 ..< 92: "invalidate measurements"
        case 92 ..< 96: "change the configuration"
        default: "commit"
        }
    }

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        let configuration = StackConfiguration(containerSize: Size(width: 320, height: 480))
        engine = StackEngine(configuration: configuration)
        model = ReferenceStack(configuration: configuration)
        configurationAtCommit = configuration
        var other = StackEngine()
        foreign = other.append(.fixed(10))
    }

    // MARK: Random values

    mutating func randomSize() -> RowSize {
        switch Int.random(in: 0 ..< 10, using: &random) {
        case 0 ..< 4: return .fixed(random.quarter(0 ... 60))
        case 4 ..< 7: return .fitting
        case 7: return .fixed(-5) // sanitised to zero
        default: return .estimated(random.quarter(0 ... 80))
        }
    }

    mutating func randomInsets() -> Insets? {
        guard random.chance(0.3) else { return nil }
        return Insets(top: random.quarter(0 ... 8), left: random.quarter(0 ... 8),
                      bottom: random.quarter(0 ... 8), right: random.quarter(0 ... 8))
    }

    mutating func randomSeparator() -> RowSeparator {
        guard random.chance(0.3) else { return RowSeparator() }
        return RowSeparator(isHidden: random.chance(0.5) ? random.chance(0.5) : nil,
                            insets: randomInsets(),
                            thickness: random.chance(0.5) ? random.quarter(0 ... 3) : nil)
    }

    mutating func randomSpec() -> RowSpec {
        RowSpec(size: randomSize(), isHidden: random.chance(0.15), insets: randomInsets(),
                padding: randomInsets(), separator: randomSeparator())
    }

    /// A live row most of the time, sometimes a removed or foreign one.
    mutating func randomRow() -> RowID {
        if !model.rows.isEmpty && random.chance(0.85) {
            return model.rows[Int.random(in: 0 ..< model.rows.count, using: &random)].id
        }
        if !removed.isEmpty && random.chance(0.7) {
            return removed[Int.random(in: 0 ..< removed.count, using: &random)]
        }
        return foreign
    }

    mutating func randomRect() -> Rect {
        let size = engine.contentSize
        let axis = model.configuration.axis
        let mainStart = random.quarter(-20 ... max(0, Int(size.main(axis)) + 20))
        let mainExtent = random.quarter(0 ... 300)
        let crossStart = random.chance(0.9) ? random.quarter(-10 ... 10) : random.quarter(-400 ... 400)
        let crossExtent = random.quarter(0 ... 400)
        return Rect(mainStart: mainStart, mainExtent: mainExtent, crossStart: crossStart, crossExtent: crossExtent, axis: axis)
    }

    /// Model copy of a spec as the engine stores it: lengths sanitised.
    func stored(_ spec: RowSpec) -> RowSpec {
        var spec = spec
        switch spec.size {
        case .fixed(let v): spec.size = .fixed(model.clean(v))
        case .estimated(let v): spec.size = .estimated(model.clean(v))
        case .fitting: break
        }
        return spec
    }

    // MARK: Model updates

    mutating func modelInsert(_ ids: [RowID], _ specs: [RowSpec], at index: Int) {
        for (offset, (id, spec)) in zip(ids, specs).enumerated() {
            model.rows.insert(.init(id: id, spec: stored(spec)), at: index + offset)
            expectedRowEvents.append(.rowInserted(id, index: index + offset))
        }
        if !ids.isEmpty { mutatedSinceCommit = true }
    }

    mutating func modelRemove(_ id: RowID) {
        guard let index = model.index(of: id) else { return }
        model.rows.remove(at: index)
        removed.append(id)
        expectedRowEvents.append(.rowRemoved(id, index: index))
        mutatedSinceCommit = true
    }

    mutating func modelMove(_ id: RowID, to destination: Int) {
        let from = model.index(of: id)!
        guard from != destination else { return }
        let row = model.rows.remove(at: from)
        model.rows.insert(row, at: destination)
        expectedRowEvents.append(.rowMoved(id, from: from, to: destination))
        mutatedSinceCommit = true
    }

    mutating func modelInvalidateMeasurements() {
        for i in model.rows.indices { model.rows[i].measured = nil }
    }

    // MARK: One step

    mutating func step() {
        let count = model.rows.count
        let roll = Int.random(in: 0 ..< 100, using: &random)
        recent = Array((recent + ["\(Self.operation(roll)) (\(count) rows)"]).suffix(8))
        switch roll {
        case 0 ..< 14:
            let index = Int.random(in: 0 ... count, using: &random)
            let spec = randomSpec()
            let id = engine.insert(spec, at: index)
            modelInsert([id], [spec], at: index)
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
        case 62 ..< 72:
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
            let value = random.chance(0.05) ? -.infinity : random.quarter(0 ... 90)
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
                model.rows[index].spec.insets = insets
                model.rows[index].spec.padding = padding
                model.rows[index].spec.separator = separator
                model.rows[index].spec.isHidden = hidden
                if model.rows[index].spec != old { mutatedSinceCommit = true }
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
        case 1: c.containerSize = Size(width: random.quarter(0 ... 400), height: random.quarter(0 ... 600))
        case 2: c.contentInsets = randomInsets() ?? .zero
        case 3: c.spacing = random.chance(0.1) ? -3 : random.quarter(0 ... 12)
        case 4: c.rowInsets = randomInsets() ?? .zero
        case 5: c.rowPadding = randomInsets() ?? .zero
        case 6: c.separatorThickness = random.quarter(0 ... 3)
        case 7: c.separatorInsets = randomInsets() ?? .zero
        case 8: c.hidesSeparatorsByDefault.toggle()
        case 9: c.automaticallyHidesLastSeparator.toggle()
        default:
            c.separatorPlacement = c.separatorPlacement == .overlay ? .appended : .overlay
            c.estimatedRowExtent = random.quarter(0 ... 60)
        }
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
        } else if c.containerSize.cross(c.axis) != old.containerSize.cross(old.axis) {
            modelInvalidateMeasurements()
        }
        if c != old { mutatedSinceCommit = true }
        model.configuration = c
        engine.configuration = c
    }

    // MARK: Checks

    /// Compares every observable answer with the model.
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

    mutating func run(steps: Int) {
        for step in 0 ..< steps {
            stepNumber = step
            self.step()
            checkState()
            checkQueries()
            if step % 97 == 0 { engine.checkInvariants() }
        }
        commitAndCheckEvents()
        engine.checkInvariants()
    }
}

@Suite("Engine against the reference model")
struct PropertyTests {
    /// Four seeds × 3,000 operations: over 12,000 random operations per run, each followed by a full
    /// comparison of order, frames, content size, queries and (at commits) the exact events.
    @Test("random operation sequences agree with the reference model", arguments: [
        UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003, 0x5EED_0004,
    ])
    func randomSequences(seed: UInt64) {
        var sequence = RandomOperationSequence(seed: seed)
        sequence.run(steps: 3_000)
    }
}

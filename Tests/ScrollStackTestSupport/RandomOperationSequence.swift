// The random driver of the engine's property test: one long seeded sequence of operations applied
// to the engine and to the reference model alike, with what a failure reports to replay it.

// It checks with Swift Testing's #expect, which only test builds have (not an iOS type-check).
#if canImport(Testing)
@_spi(Testing) import ScrollStackCore
import Testing

/// Drives the engine and the reference model with the same long random sequence of operations and
/// checks, after every operation, that every observable answer agrees.
public struct RandomOperationSequence {
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
    /// The rectangle of the last commit, which the next one often nudges (a scroll).
    var lastCommittedRect: Rect?
    /// The rows the engine should have realized after the last realization at a commit, and the
    /// overscan this sequence realizes with.
    var realizedAtCommit: Set<RowID> = []
    var realizationOverscan = 0.0

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
        case 0 ..< 12: "insert at an index"
        case 12: "commit row changes off screen"
        case 13: "record rows realized by the host"
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
        case 62 ..< 70: "hide or show"
        case 70 ..< 72: "pin or unpin"
        case 72 ..< 80: "set a measured extent"
        case 80 ..< 84: "set a size"
        case 84 ..< 90: "set insets, padding or a separator"
        case 90 ..< 92: "invalidate measurements"
        case 92 ..< 96: "change the configuration"
        default: "commit"
        }
    }

    /// A sequence whose stack starts empty or, when `startsWithBulkLoad` says so (by default, for
    /// half the seeds), with one bulk load (``loadInBulk()``).
    public init(seed: UInt64, startsWithBulkLoad: Bool? = nil) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        let configuration = StackConfiguration(containerSize: Size(width: 320, height: 480))
        engine = StackEngine(configuration: configuration)
        model = ReferenceStack(configuration: configuration)
        model.configuration = model.clean(configuration)
        configurationAtCommit = configuration
        var other = StackEngine()
        foreign = other.append(.fixed(10))
        realizationOverscan = random.quarter(0 ... 60)
        if startsWithBulkLoad ?? random.chance(0.5) { loadInBulk() }
    }

    /// Starts the stack with one bulk load (the path a load into an empty stack takes), of a random
    /// length that often leaves the last leaf of the tree short, through a collection whose count is
    /// now and then wrong in either direction.
    mutating func loadInBulk() {
        let fill = 56 // RowTree.bulkLeafFill
        let count = switch Int.random(in: 0 ..< 3, using: &random) {
        case 0: Int.random(in: 0 ... 70, using: &random)
        case 1: fill * Int.random(in: 1 ... 6, using: &random) + Int.random(in: -2 ... 17, using: &random)
        default: Int.random(in: 200 ... 900, using: &random)
        }
        let specs = (0 ..< count).map { _ in randomSpec() }
        let claimed = random.chance(0.8) ? count : max(0, count + Int.random(in: -20 ... 20, using: &random))
        recent.append("bulk load of \(count) rows, counted as \(claimed)")
        let ids = engine.append(contentsOf: MiscountedRows(specs, count: claimed))
        #expect(ids.count == count, "bulk load — \(trace)")
        modelInsert(ids, specs, at: 0)
        checkState()
        engine.checkInvariants()
    }

    // MARK: Random values

    /// A length a caller might pass: a quarter in `range` almost always, and now and then one the
    /// engine must sanitise (NaN, infinite, negative, far too long).
    mutating func randomLength(_ range: ClosedRange<Int>) -> Double {
        guard random.chance(0.03) else { return random.quarter(range) }
        return [.nan, .infinity, -.infinity, -3, -1e308, 1e308, 3e9][Int.random(in: 0 ..< 7, using: &random)]
    }

    mutating func randomSize() -> RowSize {
        switch Int.random(in: 0 ..< 10, using: &random) {
        case 0 ..< 4: return .fixed(randomLength(0 ... 60))
        case 4 ..< 7: return .fitting
        case 7: return .fixed(-5) // sanitised to zero
        default: return .estimated(randomLength(0 ... 80))
        }
    }

    mutating func randomInsets() -> Insets? {
        guard random.chance(0.3) else { return nil }
        return Insets(top: randomLength(0 ... 8), left: randomLength(0 ... 8),
                      bottom: randomLength(0 ... 8), right: randomLength(0 ... 8))
    }

    mutating func randomSeparator() -> RowSeparator {
        guard random.chance(0.3) else { return RowSeparator() }
        return RowSeparator(isHidden: random.chance(0.5) ? random.chance(0.5) : nil,
                            insets: randomInsets(),
                            thickness: random.chance(0.5) ? randomLength(0 ... 3) : nil)
    }

    mutating func randomSpec() -> RowSpec {
        RowSpec(size: randomSize(), isHidden: random.chance(0.15), isPinned: random.chance(0.1), insets: randomInsets(),
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

    /// A region to ask about: mostly near the content, now and then with NaN, infinite or far-off
    /// values (an infinite size asks about everything).
    mutating func randomRect() -> Rect {
        if random.chance(0.03) {
            let values: [Double] = [.nan, .infinity, -.infinity, -1e308, 1e308, -5, 0]
            func any() -> Double { values[Int.random(in: 0 ..< values.count, using: &random)] }
            return Rect(x: any(), y: any(), width: any(), height: any())
        }
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
        spec.insets = spec.insets.map(model.clean)
        spec.padding = spec.padding.map(model.clean)
        spec.separator.insets = spec.separator.insets.map(model.clean)
        spec.separator.thickness = spec.separator.thickness.map(model.clean)
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

    /// Runs `steps` random operations, checking everything after each, then a last commit.
    public mutating func run(steps: Int) {
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
/// Rows that report `count` as their count, right or wrong, as a careless collection might: a load
/// must take every row there is whatever the count says.
struct MiscountedRows: Collection {
    let rows: [RowSpec]
    let count: Int

    init(_ rows: [RowSpec], count: Int) {
        self.rows = rows
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }
    subscript(position: Int) -> RowSpec { rows[position] }
    func index(after i: Int) -> Int { i + 1 }
}
#endif

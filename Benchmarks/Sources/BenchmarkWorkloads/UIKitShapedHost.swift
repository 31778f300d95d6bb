// A host shaped like ScrollStack, with UIKit taken out: the same engine and bookkeeping calls in
// the same order as ScrollStack's layout pass (settle, place, dispatch) and animated change
// (snapshot, change, settle, transition, hold), with views stubbed by records of the frames they
// would get and measurement stubbed by a fixed size. What remains is the work a UIKit frame does
// besides UIKit's own.

@_spi(Hosting) import ScrollStackCore

/// A stand-in for a row view: the frames and opacity it was last given, and whether it is in the
/// view hierarchy.
final class StubRow {
    var frames: RowFrames?
    var alpha = 1.0
    var isHidden = false
    var isInHierarchy = false
}

/// A row's content in the host's table, as ScrollStack's StackRowContent.
struct StubContent {
    var row: StubRow?
}

/// A lazy stack 390 × 844 points, rows 44 points tall once measured (estimated at 60).
public final class UIKitShapedHost: @unchecked Sendable {
    public var engine: StackEngine
    var contents = RowContents<StubContent>()
    public var offset = Point(x: 0, y: 0)
    var placedRevision: UInt64?
    var transaction = ChangeTransaction<StubContent, () -> Void>()
    var running: [AnimationClaim] = []
    public var placements = 0
    public var delivered = 0
    /// The way the next one-point scroll goes: down and up in turn.
    var scrollDirection = 1.0
    let size = Size(width: 390, height: 844)

    public init(rows: Int) {
        var configuration = StackConfiguration(containerSize: size, rowInsets: Insets(vertical: 12, horizontal: 16))
        configuration.separatorInsets = Insets(top: 0, left: 16, bottom: 0, right: 0)
        engine = StackEngine(configuration: configuration)
        let ids = engine.append(contentsOf: repeatElement(RowSpec.estimated(60), count: rows))
        for id in ids { contents.insert(StubContent(row: nil), for: id) }
        layoutPass()
    }

    public var viewport: Viewport { Viewport(offset: offset, size: size) }

    /// ScrollStackView.readingEngine: the engine read in place, not copied whole for the call.
    @inline(__always)
    func readingEngine<T>(_ body: (inout StackEngine) -> T) -> T { body(&engine) }

    /// ScrollStack.layoutSubviews.
    public func layoutPass() {
        settle()
        placeRows()
        dispatchEvents()
    }

    /// ScrollStack.settle: realization round by round, made and released rows, the offset kept.
    func settle(keeping pinned: [RowID] = []) {
        var run = engine.beginRealization(in: viewport, overscan: size.height, keeping: transaction.animatingRows + pinned,
                                          remeasuringNewRows: true)
        while !run.requests.isEmpty {
            let lengths = run.requests.map { request -> Double in
                realize(request.row)
                return 44
            }
            engine.continueRealization(&run, measurements: lengths)
        }
        let pass = readingEngine { $0.finishRealization(run) }
        for id in pass.released { contents[id]?.row?.isInHierarchy = false }
        for id in pass.realized { realize(id) }
        offset = pass.offset
    }

    /// ScrollStack.realize: a row's view made if it has none, and put in the hierarchy at its frames.
    func realize(_ id: RowID) {
        guard let row = madeRow(id), !row.isInHierarchy else { return }
        row.frames = engine.frames(of: id)
        row.isInHierarchy = true
    }

    /// ScrollStack.make: a row view for a row that has none.
    func madeRow(_ id: RowID) -> StubRow? {
        if let row = contents[id]?.row { return row }
        let row = StubRow()
        guard contents.update(id, { $0.row = row }) else { return nil }
        return row
    }

    /// ScrollStack.placeRows: every realized row at its frames when the layout changed.
    func placeRows() {
        let revision = engine.layoutRevision
        guard placedRevision != revision else { return }
        placedRevision = revision
        for layout in engine.layoutsOfRealizedRows() {
            guard let row = contents[layout.id]?.row else { continue }
            row.frames = layout.frames
            if row.isHidden != layout.isHidden && !transaction.isAnimating(layout.id) { row.isHidden = layout.isHidden }
            placements += 1
        }
    }

    /// ScrollStack.dispatchEvents: the commit, named.
    func dispatchEvents() {
        for event in contents.beginDispatch(engine.commit(visibleRect: viewport.visibleRect)) where event.content != nil {
            delivered += 1
        }
        contents.endDispatch()
    }

    /// ScrollStack.change + play for an animated insert at `index`: the snapshot, the change, the
    /// new row made and measured, the transition, the hold, the from and to frames. The animation
    /// is left running; ``finishAnimations()`` ends it.
    public func insertAnimated(at index: Int) -> RowID {
        let area = viewport.visibleRect
        let before = engine.layoutSnapshot(around: area)
        transaction.begin(&contents)
        let id = engine.insert(.estimated(60), at: index)
        contents.insert(StubContent(row: nil), for: id)
        settle(keeping: before.layouts.map(\.id))
        let transition = Transition(from: before, to: engine, in: area, timing: .linear(duration: 0.3))
        running.append(transaction.beginAnimation(moving: transition.rows.map(\.row),
                                                  leaving: transition.rows.filter { $0.kind == .disappearing }.map(\.row),
                                                  in: &contents))
        placeRows()
        for change in transition.rows {
            guard let row = contents.named(change.row)?.row else { continue }
            row.frames = change.from
            row.alpha = change.fromAlpha
            row.frames = change.to
            row.alpha = change.toAlpha
        }
        _ = transaction.end(&contents)
        return id
    }

    /// The animation completions: holds end, leaving rows are taken down, the rows each animation
    /// still owns are settled.
    public func finishAnimations() {
        for claim in running {
            let ended = transaction.endAnimation(claim, in: &contents)
            for id in ended.settle { contents[id]?.row?.alpha = 1 }
        }
        running.removeAll()
    }

    /// A removal without animation, to keep the stack's size steady between iterations.
    public func remove(_ id: RowID) {
        guard let index = engine.remove(id) else { return }
        contents.remove(id, index: index)
        _ = contents.takeDown([id])
    }
}

extension UIKitShapedHost {
    /// A host in the middle of a stack of `rows` rows, laid out.
    public static func inTheMiddle(rows: Int) -> UIKitShapedHost {
        let host = UIKitShapedHost(rows: rows)
        host.offset.y = Double(rows / 2) * 60
        host.layoutPass()
        host.layoutPass()
        return host
    }

    /// One point of scrolling, down and up in turn: the layout pass UIScrollView asks for on
    /// every frame of a scroll. Returns the events delivered so far.
    @inline(never)
    public func onePointScroll() -> Int {
        offset.y += scrollDirection
        scrollDirection = -scrollDirection
        layoutPass()
        return delivered
    }

    /// The row five below the first one on screen, where an animated insert goes.
    public var insertionIndex: Int {
        (engine.index(of: engine.rows(intersecting: viewport.visibleRect).first!) ?? 0) + 5
    }
}

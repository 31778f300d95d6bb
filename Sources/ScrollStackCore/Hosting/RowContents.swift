// What a host shows for each row, kept beside its engine: content by RowID, lookup by the keys the
// host's users hold (a view, a controller, a declared ID), and the rows that have left but must
// stay, to be named in events or shown by an animation, until they may be forgotten.

/// A host's content for each row of its engine, with the rows that have left.
///
/// Every host keeps the same bookkeeping beside its ``StackEngine``: what it shows for each row,
/// how to find a row from what its users hold (the view they added, a controller, a declared
/// ID), and rows that were removed but must not be forgotten yet:
/// - until a dispatch of committed events that began after the removal has named them, so the
///   `rowRemoved` and `removed` visibility events of a row removed *while events are delivered*
///   still name it at the next dispatch;
/// - while an animation shows them (a *hold*).
///
/// A removed row is *leaving*: its content is still reachable with ``named(_:)`` and
/// ``leavingRow(forKey:)``, but not with the subscript or ``row(forKey:)``. Its content is *taken
/// down* (the host removes it from the screen) exactly once: by ``takeDown(_:)`` when nothing
/// animates it, by ``end(_:)`` when its last hold ends, or by ``finishLeaving(_:)`` when it must
/// go at once (its content is being added again). A leaving row is forgotten once it is taken
/// down, held by nothing and named by a dispatch.
///
/// It is a value with no callbacks: every call returns what the host must do, so a host may call
/// it from anywhere, including while it delivers events.
@_spi(Hosting)
public struct RowContents<Content> {
    // The lookups a host makes on every frame are inlinable, so a host's module specializes them
    // for its content type instead of going through generic code (a tenth of a scroll frame).
    @usableFromInline
    struct Leaving {
        @usableFromInline var content: Content
        @usableFromInline var index: Int?
        var keys: [RowKey]
        var holds = 0
        var isTakenDown = false
        /// The first dispatch that names it; 0 when none needs to.
        var reportedBy: UInt64
    }

    @usableFromInline var live: [RowID: Content] = [:]
    @usableFromInline var keysByRow: [RowID: [RowKey]] = [:]
    @usableFromInline var rowsByKey: [RowKey: RowID] = [:]
    @usableFromInline var leaving: [RowID: Leaving] = [:]
    private var leavingByKey: [RowKey: RowID] = [:]
    private var holds: [UInt64: [RowID]] = [:]
    private var nextHold: UInt64 = 1
    /// The number of the last dispatch begun; a dispatch in progress has this number.
    @usableFromInline var dispatches: UInt64 = 0
    /// The rows each change being applied has removed so far, innermost last (see ``beginChange()``).
    var changes: [[RowID]] = []

    /// Whether events are being delivered (between ``beginDispatch(_:)`` and ``endDispatch()``;
    /// a dispatch begun by a handler of another is nested in it, and this stays true until the
    /// outer one ends).
    public var isDispatching: Bool { dispatchDepth > 0 }
    /// Dispatches begun and not ended, one inside another.
    @usableFromInline var dispatchDepth = 0

    /// Creates an empty table.
    public init() {}

    // MARK: Live rows

    /// The number of live rows.
    public var count: Int { live.count }

    /// The number of rows that have left but are not forgotten yet.
    public var leavingCount: Int { leaving.count }

    /// The content of a live row; `nil` for a row that is unknown or leaving.
    @inlinable
    public subscript(row: RowID) -> Content? { live[row] }

    /// The contents of the listed rows that are live, in order (for example
    /// `contents(of: engine.visibleRows(in: rect))`).
    @inlinable
    public func contents(of rows: some Sequence<RowID>) -> [Content] {
        rows.compactMap { live[$0] }
    }

    /// Makes room for `count` more live rows, so a bulk insert does not grow the table over and
    /// over.
    public mutating func reserveCapacity(_ count: Int) {
        live.reserveCapacity(live.count + count)
    }

    /// Adds a live row with its content and the keys its users may find it by. A key is unique
    /// among live rows: a key another live row had now finds this one. Inlinable, so a host's
    /// module specializes it for its content type (a bulk load inserts every row through here).
    @inlinable
    public mutating func insert(_ content: Content, for row: RowID, keys: [RowKey] = []) {
        if !keysByRow.isEmpty { forgetKeys(of: row) }
        live[row] = content
        for key in keys { addKey(key, for: row) }
    }

    /// Forgets the keys `row` had (a slot used again).
    @usableFromInline
    mutating func forgetKeys(of row: RowID) {
        for key in keysByRow.removeValue(forKey: row) ?? [] where rowsByKey[key] == row { rowsByKey[key] = nil }
    }

    /// Lets users find a live row by one more key (content made after the row was inserted).
    /// Ignored for a row that is not live.
    public mutating func addKey(_ key: RowKey, for row: RowID) {
        guard live[row] != nil else { return }
        if let previous = rowsByKey[key], previous != row { keysByRow[previous]?.removeAll { $0 == key } }
        rowsByKey[key] = row
        if keysByRow[row]?.contains(key) != true { keysByRow[row, default: []].append(key) }
    }

    /// Stops finding a live row by `key` (content released by a lazy host).
    public mutating func removeKey(_ key: RowKey, for row: RowID) {
        guard rowsByKey[key] == row else { return }
        rowsByKey[key] = nil
        keysByRow[row]?.removeAll { $0 == key }
    }

    /// Changes a live row's content in place; `false` (and `body` not called) for a row that is not
    /// live.
    @discardableResult @inlinable
    public mutating func update(_ row: RowID, _ body: (inout Content) -> Void) -> Bool {
        // One lookup, and the content changed where it lies.
        guard let index = live.index(forKey: row) else { return false }
        body(&live.values[index])
        return true
    }

    /// Whether `row` is live: has content and has not left. Cheaper than reading the content.
    @inlinable
    public func isLive(_ row: RowID) -> Bool { live.index(forKey: row) != nil }

    /// The live row found by `key`, if any.
    @inlinable
    public func row(forKey key: RowKey) -> RowID? { rowsByKey[key] }

    /// The live rows found by `keys`, each once, in the order first found: for a host's calls that
    /// take several views or controllers, where one listed twice, or unknown, must not count twice.
    public func rows(forKeys keys: some Sequence<RowKey>) -> [RowID] {
        var seen = Set<RowID>()
        return keys.compactMap { rowsByKey[$0] }.filter { seen.insert($0).inserted }
    }

    /// Where content handed in again is: the live row found by any of its `keys` (the host moves
    /// it rather than showing the content twice), or, when there is none, no row, after finishing
    /// the leaving rows that still show it (their contents are returned to take down now, since
    /// the content is about to be added again).
    public mutating func rowForReuse(keys: [RowKey]) -> (live: RowID?, finished: [Content]) {
        if let live = keys.compactMap({ rowsByKey[$0] }).first { return (live, []) }
        return (nil, keys.compactMap { key in leavingByKey[key].flatMap { finishLeaving($0) } })
    }

    // MARK: Leaving

    /// Makes a live row leave, after the engine removed it (`index` is the index it had there,
    /// named in its events; when `nil`, the index the engine reports in its removal event is used),
    /// and returns its content; `nil`, changing nothing, for a row that is
    /// not live, so a row listed twice leaves once. `awaitsReport: false` is for hosts that never
    /// dispatch events.
    @discardableResult
    public mutating func remove(_ row: RowID, index: Int?, awaitsReport: Bool = true) -> Content? {
        guard let content = live.removeValue(forKey: row) else { return nil }
        let keys = keysByRow.removeValue(forKey: row) ?? []
        for key in keys where rowsByKey[key] == row {
            rowsByKey[key] = nil
            leavingByKey[key] = row
        }
        leaving[row] = Leaving(content: content, index: index, keys: keys,
                               reportedBy: awaitsReport ? dispatches + 1 : 0)
        if !changes.isEmpty { changes[changes.count - 1].append(row) }
        return content
    }

    /// The content of a live or leaving row: what events about it name.
    @inlinable
    public func named(_ row: RowID) -> Content? { live[row] ?? leaving[row]?.content }

    /// Whether a row is leaving (removed, not yet forgotten).
    public func isLeaving(_ row: RowID) -> Bool { leaving[row] != nil }

    /// The leaving row found by `key`: its content is being added again while it leaves.
    public func leavingRow(forKey key: RowKey) -> RowID? { leavingByKey[key] }

    /// Takes down leaving rows that no hold shows, at once; returns their contents (each at most
    /// once over its lifetime). Rows that are held, live or already taken down give nothing.
    public mutating func takeDown(_ rows: some Sequence<RowID>) -> [Content] {
        var result: [Content] = []
        for row in rows {
            guard var record = leaving[row], !record.isTakenDown, record.holds == 0 else { continue }
            record.isTakenDown = true
            result.append(record.content)
            settle(row, record)
        }
        return result
    }

    /// Ends a leaving row's stay now, held or not (its content is being added again, or the host
    /// is going away); returns its content if it was not taken down yet. It is still named by the
    /// next dispatch if that was due.
    public mutating func finishLeaving(_ row: RowID) -> Content? {
        guard var record = leaving[row] else { return nil }
        let content = record.isTakenDown ? nil : record.content
        record.isTakenDown = true
        record.holds = 0
        settle(row, record)
        return content
    }

    /// Stores a leaving row's record, or forgets the row when it is done.
    private mutating func settle(_ row: RowID, _ record: Leaving) {
        guard record.isTakenDown, record.holds == 0, record.reportedBy == 0 else {
            leaving[row] = record
            return
        }
        leaving[row] = nil
        for key in record.keys where leavingByKey[key] == row { leavingByKey[key] = nil }
    }

    // MARK: Holds

    /// Keeps the listed leaving rows from being taken down until ``end(_:)`` (an animation that
    /// shows them). Live and unknown rows are ignored.
    public mutating func hold(_ rows: some Sequence<RowID>) -> ContentHold {
        let hold = ContentHold(value: nextHold)
        nextHold += 1
        var held: [RowID] = []
        for row in rows {
            guard var record = leaving[row], !record.isTakenDown else { continue }
            record.holds += 1
            leaving[row] = record
            held.append(row)
        }
        holds[hold.value] = held
        return hold
    }

    /// Ends a hold; returns the contents it was the last hold of, to take down now (each at most
    /// once). Ending a hold twice, or an unknown one, returns nothing.
    public mutating func end(_ hold: ContentHold) -> [Content] {
        guard let rows = holds.removeValue(forKey: hold.value) else { return [] }
        var result: [Content] = []
        for row in rows {
            guard var record = leaving[row], record.holds > 0 else { continue }
            record.holds -= 1
            if record.holds == 0 && !record.isTakenDown {
                record.isTakenDown = true
                result.append(record.content)
            }
            settle(row, record)
        }
        return result
    }

    /// Ends every hold (the host is going away): the contents to take down now.
    public mutating func endAllHolds() -> [Content] {
        holds.keys.sorted().flatMap { end(ContentHold(value: $0)) }
    }

    // MARK: Naming committed events

    /// Names a commit's events: the row each one is about, its content (live or leaving) and its
    /// index (for a removed row, the one it had). Deliver them, then call ``endDispatch()``. Rows
    /// removed while they are delivered stay nameable until the next dispatch.
    @inlinable
    public mutating func beginDispatch(_ events: [StackEvent]) -> [NamedEvent<Content>] {
        dispatches += 1
        dispatchDepth += 1
        var result: [NamedEvent<Content>] = []
        result.reserveCapacity(events.count)
        for event in events {
            let row: RowID?
            var index: Int?
            switch event {
            case let .rowInserted(id, at): (row, index) = (id, at)
            case let .rowRemoved(id, at):
                (row, index) = (id, at)
                // The engine knows where it was; later events about the row name that place.
                if leaving[id]?.index == nil { leaving[id]?.index = at }
            case let .rowMoved(id, _, to): (row, index) = (id, to)
            case let .visibilityChanged(change): (row, index) = (change.row, change.index ?? leaving[change.row]?.index)
            case .contentSizeChanged, .layoutUpdated: (row, index) = (nil, nil)
            }
            result.append(NamedEvent(event: event, row: row, content: row.flatMap { self.named($0) }, index: index))
        }
        return result
    }

    /// Begins delivering a commit's events without naming them, for a host that looks up only the
    /// rows it needs as it delivers them (``named(_:)`` still finds a row removed meanwhile). End
    /// it with ``endDispatch()``.
    @inlinable
    public mutating func beginDispatch() {
        dispatches += 1
        dispatchDepth += 1
    }

    /// Ends the dispatch begun last: rows it named may now be forgotten.
    @inlinable
    public mutating func endDispatch() {
        dispatchDepth = max(0, dispatchDepth - 1)
        // Almost every dispatch (a scroll's) has no row leaving.
        if !leaving.isEmpty { settleReported() }
    }

    @usableFromInline
    mutating func settleReported() {
        for (row, var record) in leaving where record.reportedBy != 0 && record.reportedBy <= dispatches {
            record.reportedBy = 0
            settle(row, record)
        }
    }
}

extension RowContents: Sendable where Content: Sendable {}
extension RowContents.Leaving: Sendable where Content: Sendable {}

/// One animation's claim on leaving rows (see ``RowContents/hold(_:)``).
@_spi(Hosting)
public struct ContentHold: Hashable, Sendable {
    let value: UInt64
}

/// A committed event with the row it is about, that row's content and its index.
@_spi(Hosting)
public struct NamedEvent<Content> {
    /// The event.
    public var event: StackEvent
    /// The row it is about; `nil` for content-size and layout events.
    public var row: RowID?
    /// That row's content, live or leaving; `nil` when the host has none for it.
    public var content: Content?
    /// The row's index: where it is now, where it moved to, or, for a removed row, where it was.
    public var index: Int?

    @usableFromInline
    init(event: StackEvent, row: RowID?, content: Content?, index: Int?) {
        self.event = event
        self.row = row
        self.content = content
        self.index = index
    }
}

extension NamedEvent: Sendable where Content: Sendable {}

// A set of row IDs for the engine's own bookkeeping (the rows realized, needed or kept): the
// keys of a RowMap without values, so a realization round tests and inserts every row near the
// viewport without the standard seeded hashing.

/// A set of ``RowID``s, hashed as ``RowMap`` hashes them. Equal sets hold the same rows, whatever
/// order they were filled in.
struct RowSet: Sequence, Hashable, Sendable {
    private var rows: RowMap<Void>

    /// An empty set with room for `minimumCapacity` rows before it grows.
    init(minimumCapacity: Int = 0) {
        rows = RowMap(minimumCapacity: minimumCapacity)
    }

    /// The set of the rows in `rows`.
    init(_ rows: some Sequence<RowID>) {
        self.init(minimumCapacity: rows.underestimatedCount)
        for row in rows { insert(row) }
    }

    /// The number of rows in the set.
    var count: Int { rows.count }

    var isEmpty: Bool { rows.isEmpty }

    func contains(_ row: RowID) -> Bool { rows.contains(row) }

    /// Adds `row`; `false` when it was there already.
    @discardableResult
    mutating func insert(_ row: RowID) -> Bool { rows.updateValue((), forKey: row) == nil }

    /// Takes `row` out; `false` when it was not there.
    @discardableResult
    mutating func remove(_ row: RowID) -> Bool { rows.removeValue(forKey: row) != nil }

    mutating func removeAll() { rows.removeAll() }

    struct Iterator: IteratorProtocol {
        fileprivate var entries: RowMap<Void>.Iterator

        mutating func next() -> RowID? { entries.next()?.key }
    }

    func makeIterator() -> Iterator { Iterator(entries: rows.makeIterator()) }

    var underestimatedCount: Int { rows.count }

    /// The rows, as the standard set the public API hands out.
    var asSet: Set<RowID> { Set(self) }

    static func == (lhs: RowSet, rhs: RowSet) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy(rhs.contains)
    }

    func hash(into hasher: inout Hasher) {
        // Independent of the order the table holds the rows in.
        var combined = 0
        for row in self { combined ^= row.hashValue }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

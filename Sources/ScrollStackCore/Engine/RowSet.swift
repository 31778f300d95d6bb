// A set of row IDs for the engine's own bookkeeping (the rows realized, needed or pinned), hashed
// with one multiplication instead of a seeded hasher: a realization round tests and inserts
// every row near the viewport, and the standard hashing was most of its cost.

/// A set of ``RowID``s: open addressing over a power-of-two table with linear probing, keyed by a
/// multiplicative hash of the row's slot and generation (which no two live rows share). Removal
/// shifts the entries after the hole back, so no tombstones build up.
struct RowSet: Sequence, Hashable, Sendable {
    private var table: [RowID?]
    /// The number of rows in the set.
    private(set) var count = 0
    /// 64 minus the table's size in bits: the hash's top bits pick the home position.
    private var shift: Int

    /// An empty set with room for `minimumCapacity` rows before it grows (none allocated for 0:
    /// many of the sets a realization makes stay empty).
    init(minimumCapacity: Int = 0) {
        guard minimumCapacity > 0 else {
            table = []
            shift = 64
            return
        }
        var bits = 3
        while (1 << bits) * 3 < minimumCapacity * 4 { bits += 1 }
        table = Array(repeating: nil, count: 1 << bits)
        shift = 64 - bits
    }

    /// The set of the rows in `rows`.
    init(_ rows: some Sequence<RowID>) {
        self.init(minimumCapacity: rows.underestimatedCount)
        for row in rows { insert(row) }
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(of row: RowID) -> Int {
        let key = (UInt64(row.slot) | UInt64(row.generation) << 32) &+ UInt64(row.stack)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// Where `row` is, or the empty place where it would go.
    @inline(__always)
    private func position(of row: RowID) -> (index: Int, found: Bool) {
        let mask = table.count - 1
        var index = home(of: row)
        while let entry = table[index] {
            if entry == row { return (index, true) }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    func contains(_ row: RowID) -> Bool { count > 0 && position(of: row).found }

    /// Adds `row`; `false` when it was there already.
    @discardableResult
    mutating func insert(_ row: RowID) -> Bool {
        if (count + 1) * 4 > table.count * 3 { grow() }
        let (index, found) = position(of: row)
        guard !found else { return false }
        table[index] = row
        count += 1
        return true
    }

    /// Takes `row` out; `false` when it was not there.
    @discardableResult
    mutating func remove(_ row: RowID) -> Bool {
        guard count > 0 else { return false }
        var (hole, found) = position(of: row)
        guard found else { return false }
        let mask = table.count - 1
        var next = hole
        while true {
            next = (next + 1) & mask
            guard let entry = table[next] else { break }
            // An entry whose home lies at or before the hole (going round the table) would no
            // longer be found past the hole: it moves into it.
            if (next - home(of: entry)) & mask >= (next - hole) & mask {
                table[hole] = entry
                hole = next
            }
        }
        table[hole] = nil
        count -= 1
        return true
    }

    mutating func removeAll() {
        self = RowSet()
    }

    private mutating func grow() {
        var larger = RowSet(minimumCapacity: Swift.max(4, table.count))
        for row in self { larger.insert(row) }
        self = larger
    }

    func makeIterator() -> some IteratorProtocol<RowID> {
        table.lazy.compactMap { $0 }.makeIterator()
    }

    var underestimatedCount: Int { count }

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

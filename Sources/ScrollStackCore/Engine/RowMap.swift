// A table keyed by row ID for the engine's and hosts' own bookkeeping, hashed with one
// multiplication instead of a seeded hasher: realization, snapshots and transitions look up every
// row near the viewport, and the standard hashing was most of their cost. RowSet is its key set.

/// Values keyed by ``RowID``: open addressing over a power-of-two table with linear probing, keyed
/// by a multiplicative hash of the row's slot, generation and stack tag. Removal shifts the
/// entries after the hole back, so no tombstones build up. Iteration order is the table's: a
/// caller that needs an order sorts.
struct RowMap<Value>: Sequence {
    typealias Element = (key: RowID, value: Value)

    private var table: [Element?]
    /// The number of rows in the table.
    private(set) var count = 0
    /// 64 minus the table's size in bits: the hash's top bits pick the home position.
    private var shift: Int

    /// An empty table with room for `minimumCapacity` rows before it grows (none allocated for 0:
    /// many of the tables a realization makes stay empty).
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
            if entry.key == row { return (index, true) }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    func contains(_ row: RowID) -> Bool { count > 0 && position(of: row).found }

    /// The value for `row`; setting `nil` removes it.
    subscript(row: RowID) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = position(of: row)
            return found ? table[index]?.value : nil
        }
        set {
            if let newValue { updateValue(newValue, forKey: row) } else { removeValue(forKey: row) }
        }
    }

    /// Sets the value for `row`, returning the one it replaces (`nil` when the row was not there).
    @discardableResult
    mutating func updateValue(_ value: Value, forKey row: RowID) -> Value? {
        if (count + 1) * 4 > table.count * 3 { grow() }
        let (index, found) = position(of: row)
        let old = found ? table[index]?.value : nil
        table[index] = (row, value)
        if !found { count += 1 }
        return old
    }

    /// Takes `row` out, returning its value (`nil` when it was not there).
    @discardableResult
    mutating func removeValue(forKey row: RowID) -> Value? {
        guard count > 0 else { return nil }
        var (hole, found) = position(of: row)
        guard found else { return nil }
        let old = table[hole]?.value
        let mask = table.count - 1
        var next = hole
        while true {
            next = (next + 1) & mask
            guard let entry = table[next] else { break }
            // An entry whose home lies at or before the hole (going round the table) would no
            // longer be found past the hole: it moves into it.
            if (next - home(of: entry.key)) & mask >= (next - hole) & mask {
                table[hole] = entry
                hole = next
            }
        }
        table[hole] = nil
        count -= 1
        return old
    }

    mutating func removeAll() {
        self = RowMap()
    }

    private mutating func grow() {
        var larger = RowMap(minimumCapacity: Swift.max(4, table.count))
        for (row, value) in self { larger.updateValue(value, forKey: row) }
        self = larger
    }

    /// Steps through the table's places, skipping the empty ones.
    struct Iterator: IteratorProtocol {
        fileprivate let table: [Element?]
        fileprivate var place = 0

        mutating func next() -> Element? {
            while place < table.count {
                defer { place += 1 }
                if let entry = table[place] { return entry }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(table: table) }

    var underestimatedCount: Int { count }
}

extension RowMap: Sendable where Value: Sendable {}

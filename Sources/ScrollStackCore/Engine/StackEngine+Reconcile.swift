// Declarative updates: "the stack should now hold these keys, in this order".
//
// The engine works out the removals, insertions and moves, and performs them as ordinary
// mutations, so every row that stays keeps its ID, spec, hidden state and measurement, events are
// recorded as for any other change, and a host animates the result like any other change (a
// Transition from a copy taken before the call).

/// A declarative update named the same key more than once. Nothing was changed.
public struct DuplicateRowKeyError<Key: Hashable & Sendable>: Error, Hashable, CustomStringConvertible {
    /// The repeated key.
    public var key: Key
    /// Every position of `key` in the list that was given, ascending: at least two, or one when the
    /// list adds rows to a stack that has a row with this key already.
    public var indexes: [Int]

    /// Creates the error for `key` found at `indexes`.
    public init(key: Key, indexes: [Int]) {
        self.key = key
        self.indexes = indexes
    }

    /// The repeated key and where it stands, for logs and error messages.
    public var description: String {
        if indexes.count == 1 {
            // Listed once, in rows added to a stack that has a row with this key already.
            return "row key \(key) (at index \(indexes[0])) already names a row of the stack; keys must be unique"
        }
        return "row key \(key) appears \(indexes.count) times (at indexes \(indexes.map(String.init).joined(separator: ", "))); keys must be unique"
    }
}

/// A row key of any hashable, sendable type, for hosts whose rows are identified by values of
/// different types (a String here, a UUID there).
public struct RowKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The key. (Sendable: it can only be made from a Sendable value.)
    public let base: AnyHashable

    /// Wraps `key`.
    public init<Key: Hashable & Sendable>(_ key: Key) {
        base = AnyHashable(key)
    }

    /// The wrapped key, as it describes itself.
    public var description: String { String(describing: base) }
}

/// What ``StackEngine/reconcile(to:key:newRow:)`` did.
public struct Reconciliation: Hashable, Sendable {
    /// Rows that were removed (their key is gone, they had none, or they repeated another row's
    /// key), in their order before the call.
    public var removed: [RowID]
    /// New rows, in their new order.
    public var inserted: [RowID]
    /// Rows that kept their ID and changed place relative to the others, in their new order. As
    /// few as possible: every other kept row stays where it was relative to its neighbours.
    public var moved: [RowID]
    /// Every row, in the new order (the order of the keys).
    public var rows: [RowID]

    /// Whether nothing changed.
    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && moved.isEmpty }
}

extension StackEngine {
    /// Makes the stack hold one row per key of `keys`, in that order.
    ///
    /// A row whose key (`key(row)`) is in `keys` stays, with its ID, spec, hidden state and
    /// measurement; a row whose key is not, or which has no key, is removed; when several rows
    /// have the same key the first keeps it and the others are removed. Keys without a row get a
    /// new row described by `newRow`. The rows that stay keep their relative order wherever
    /// possible: only the fewest rows needed move (the rest form a longest increasing
    /// subsequence), so an update that changes nothing changes nothing and records no event.
    ///
    /// `key` and `newRow` run while the engine is being changed: they must not use this engine
    /// (a host keeping it in a class property reads a copy, or only its own tables).
    ///
    /// Throws ``DuplicateRowKeyError``, changing nothing, if `keys` repeats a key. (Untyped: typed
    /// throws of a generic error crash the Swift 6.3 compiler when it builds for Apple platforms.)
    /// O((n + m) log(n + m)) for n rows and m keys.
    @discardableResult
    public mutating func reconcile<Key: Hashable & Sendable>(
        to keys: [Key], key: (RowID) -> Key?, newRow: (Key) -> RowSpec
    ) throws -> Reconciliation {
        var target: [Key: Int] = [:]
        target.reserveCapacity(keys.count)
        var repeated: Key?
        for (index, element) in keys.enumerated() where target.updateValue(index, forKey: element) != nil {
            repeated = element
            break
        }
        if let repeated {
            throw DuplicateRowKeyError(key: repeated, indexes: keys.indices.filter { keys[$0] == repeated })
        }

        // Match the current rows to their places in the new order.
        var rowAtTarget = [RowID?](repeating: nil, count: keys.count)
        var keptTargets: [Int] = []
        var keptRows: [RowID] = []
        var removed: [RowID] = []
        for row in rows {
            if let element = key(row), let place = target[element], rowAtTarget[place] == nil {
                rowAtTarget[place] = row
                keptTargets.append(place)
                keptRows.append(row)
            } else {
                removed.append(row)
            }
        }
        var stays = [Bool](repeating: false, count: keys.count)
        for position in longestIncreasingSubsequence(keptTargets) { stays[keptTargets[position]] = true }

        remove(removed)
        // Each row that moves or is new goes right after the row before it in the new order. Rows
        // that stay never move, and nothing is ever put between two neighbours once the second
        // has been placed, so the final order is the order of `keys`.
        var inserted: [RowID] = []
        var moved: [RowID] = []
        var previous: RowID?
        for place in keys.indices {
            let position = previous.map(InsertPosition.after) ?? .top
            if let row = rowAtTarget[place] {
                if !stays[place] {
                    let before = index(of: row)
                    move(row, to: position)
                    if index(of: row) != before { moved.append(row) }
                }
                previous = row
            } else {
                // `position` is the top or a row in the stack, so the insertion cannot fail.
                let row = insert(newRow(keys[place]), at: position)!
                rowAtTarget[place] = row
                inserted.append(row)
                previous = row
            }
        }
        return Reconciliation(removed: removed, inserted: inserted, moved: moved,
                              rows: rowAtTarget.map { $0! })
    }
}

/// The positions of a longest strictly increasing subsequence of `values` (patience sorting,
/// O(n log n)).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    // tails[k]: position of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var predecessor = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        result.append(position)
        position = predecessor[position]
    }
    return result.reversed()
}

// Rows addressed by position: where a row is inserted or moved to, and the one way every host
// checks an index and reports a bad one.

/// Where rows are inserted (or a row is moved to).
public enum InsertPosition: Hashable, Sendable {
    /// Before every row.
    case top
    /// After every row.
    case bottom
    /// So that the first inserted row ends up at this index (0 ... count). An index outside that
    /// range is a programmer error and traps, naming the index and the count.
    case index(Int)
    /// Right before the given row. An unknown row inserts nothing.
    case before(RowID)
    /// Right after the given row. An unknown row inserts nothing.
    case after(RowID)
}

extension StackEngine {
    /// Traps, naming `function`, the index and the count, unless `index` is in `0 ..< count` (or
    /// `0 ... count` when `allowsEnd`, for insertions). Hosts check their own index-based calls
    /// with it, so every host reports a bad index the same way, before changing anything.
    public func checkIndex(_ index: Int, in function: StaticString, allowsEnd: Bool = false) {
        guard index >= 0 && (allowsEnd ? index <= count : index < count) else {
            indexOutOfRange(index, count: count, in: function, allowsEnd: allowsEnd)
        }
    }

    /// The rows at `indexes` (all referring to the stack as it is now), each once, in stack order:
    /// for a host's calls that take several indexes. Traps like ``checkIndex(_:in:allowsEnd:)`` on
    /// the first bad index, before anything is changed.
    public func rows(at indexes: [Int], in function: StaticString) -> [RowID] {
        for index in indexes { checkIndex(index, in: function) }
        return Set(indexes).sorted().map { row(at: $0) }
    }
}

/// Stops the program because an index-based call got an index outside the stack. Like `Array`,
/// this is a programmer error; the message names the call, the index and the count, and nothing
/// has been changed when it fires.
@inline(never)
func indexOutOfRange(_ index: Int, count: Int, in function: StaticString, allowsEnd: Bool = false) -> Never {
    let range = allowsEnd ? "0...\(count)" : (count == 0 ? "empty" : "0..<\(count)")
    fatalError("\(function): row index \(index) is out of range; the stack has \(count) rows (valid: \(range))")
}

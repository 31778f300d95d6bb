// Moving focus between rows: the next row in either direction that a host accepts (an interactive
// one), skipping hidden rows, optionally wrapping around.

/// A direction along the stack's order.
public enum StackDirection: Hashable, Sendable {
    /// Towards the end (down in a vertical stack, right in a horizontal one).
    case forward
    /// Towards the start.
    case backward
}

extension StackEngine {
    /// The next visible row after `row` in `direction` that `isCandidate` accepts, for moving focus
    /// between interactive rows. From `nil` it starts at the first (or, backward, the last) row.
    /// Hidden rows are skipped; `row` itself is not returned; with `wraps` the search continues
    /// from the other end. O(distance · log n) in the worst case: hosts accept only a few rows, and
    /// the walk stops at the first match.
    public func nextRow(after row: RowID?, in direction: StackDirection, wraps: Bool = false,
                        where isCandidate: (RowID) -> Bool) -> RowID? {
        guard tree.totalVisible > 0 else { return nil }
        let start: Int
        switch (row.flatMap(index(of:)), direction) {
        case (let index?, .forward): start = index + 1
        case (let index?, .backward): start = index - 1
        case (nil, .forward): start = 0
        case (nil, .backward): start = count - 1
        }
        let found = scan(from: start, in: direction, excluding: row, where: isCandidate)
        if found != nil || !wraps { return found }
        return scan(from: direction == .forward ? 0 : count - 1, in: direction, excluding: row, where: isCandidate)
    }

    private func scan(from start: Int, in direction: StackDirection, excluding row: RowID?,
                      where isCandidate: (RowID) -> Bool) -> RowID? {
        guard start >= 0 && start < count else { return nil }
        var cursor: TreeCursor? = tree.cursor(at: start)
        while let current = cursor {
            let id = id(ofSlot: tree.slot(at: current))
            if id != row && !tree.isHidden(at: current) && isCandidate(id) { return id }
            cursor = direction == .forward ? tree.next(current) : tree.previous(current)
        }
        return nil
    }
}

// Removing, replacing, moving and hiding rows.

extension StackEngine {
    // MARK: Removing

    /// Removes `row` and returns the index it had, or `nil` (changing nothing) if it is not in this
    /// stack.
    @discardableResult
    public mutating func remove(_ row: RowID) -> Int? {
        guard let slot = slot(of: row) else { return nil }
        let cursor = tree.cursor(ofSlot: slot)
        let index = tree.prefix(of: cursor).index
        removeRow(row, slot: slot, cursor: cursor, index: index)
        return index
    }

    /// Removes the row at `index` and returns its ID. Traps if `index` is not in `0 ..< count`.
    @discardableResult
    public mutating func remove(at index: Int) -> RowID {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "remove(at:)") }
        let cursor = tree.cursor(at: index)
        let slot = tree.slot(at: cursor)
        let row = id(ofSlot: slot)
        removeRow(row, slot: slot, cursor: cursor, index: index)
        return row
    }

    /// Removes every listed row that is in this stack (unknown and repeated IDs are skipped) and
    /// returns the removed ones, in the order given.
    @inlinable @discardableResult
    public mutating func remove(_ rows: some Sequence<RowID>) -> [RowID] {
        // Inlined, so the caller's sequence is read in specialised code, and handed on as an array.
        remove(rowsIn: Array(rows))
    }

    @usableFromInline
    mutating func remove(rowsIn rows: [RowID]) -> [RowID] {
        var removed: [RowID] = []
        for row in rows where remove(row) != nil {
            removed.append(row)
        }
        return removed
    }

    /// Removes the rows at the given indexes, all of which refer to the stack *before* the call
    /// (so `[0, 1]` removes the first two rows), and returns their IDs in stack order. Repeated
    /// indexes count once. Traps, before removing anything, if any index is out of range.
    @discardableResult
    public mutating func remove(at indexes: some Sequence<Int>) -> [RowID] {
        let sorted = Set(indexes).sorted()
        if let bad = sorted.first(where: { $0 < 0 || $0 >= count }) {
            indexOutOfRange(bad, count: count, in: "remove(at:)")
        }
        let ids = sorted.map { row(at: $0) }
        for row in ids { remove(row) }
        return ids
    }

    /// Removes every row and returns their IDs in order. On an empty stack it changes nothing (and
    /// the next ``commit(visibleRect:)`` reports nothing).
    @discardableResult
    public mutating func removeAll() -> [RowID] {
        guard !isEmpty else { return [] }
        let all = rows
        if recorder.isEnabled {
            for (index, row) in all.enumerated().reversed() {
                recorder.noteRemoved(row, at: index, wasHidden: isHidden(row) ?? false)
            }
        }
        for row in all { freeSlot(row.slot) }
        let slotCapacity = tree.slotCapacity
        tree = RowTree()
        if slotCapacity > 0 { tree.ensureSlotCapacity(UInt32(slotCapacity - 1)) }
        realized.removeAll()
        recorder.layoutChanged()
        return all
    }

    private mutating func removeRow(_ row: RowID, slot: UInt32, cursor: TreeCursor, index: Int) {
        if recorder.isEnabled {
            recorder.noteRemoved(row, at: index, wasHidden: tree.isHidden(at: cursor))
        }
        tree.remove(at: cursor)
        freeSlot(slot)
        realized.remove(row)
        recorder.layoutChanged()
    }

    // MARK: Replacing

    /// Replaces `row` by a new row described by `spec`, at the same index, and returns the new row's
    /// ID; `nil` (changing nothing) if `row` is not in this stack. The old ID becomes invalid.
    @discardableResult
    public mutating func replace(_ row: RowID, with spec: RowSpec) -> RowID? {
        guard let index = remove(row) else { return nil }
        return insertRow(spec, at: index)
    }

    /// Replaces the row at `index` and returns the new row's ID. Traps if `index` is not in
    /// `0 ..< count`.
    @discardableResult
    public mutating func replace(at index: Int, with spec: RowSpec) -> RowID {
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "replace(at:with:)") }
        remove(at: index)
        return insertRow(spec, at: index)
    }

    // MARK: Moving

    /// Moves `row` so that it ends up at `index` (an index of the stack after the move, 0 ..< count).
    /// The row keeps its ID, hidden state, spec and measurement. Returns `false` (changing nothing)
    /// if `row` is not in this stack; traps if `index` is out of range.
    @discardableResult
    public mutating func move(_ row: RowID, to index: Int) -> Bool {
        guard let slot = slot(of: row) else { return false }
        guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "move(_:to:)") }
        moveSlot(slot, to: index)
        return true
    }

    /// Moves `row` to a position relative to the stack's ends or to another row: `.before(other)`
    /// leaves it right before `other`. Returns `false` (changing nothing) if either row is not in this
    /// stack. Moving a row before or after itself changes nothing and returns `true`.
    @discardableResult
    public mutating func move(_ row: RowID, to position: InsertPosition) -> Bool {
        guard let slot = slot(of: row) else { return false }
        let from = tree.prefix(of: tree.cursor(ofSlot: slot)).index
        let destination: Int
        switch position {
        case .top: destination = 0
        case .bottom: destination = count - 1
        case .index(let index):
            guard index >= 0 && index < count else { indexOutOfRange(index, count: count, in: "move(_:to:)") }
            destination = index
        case .before(let anchor), .after(let anchor):
            guard let anchorIndex = self.index(of: anchor) else { return false }
            if anchor == row { return true }
            var target = anchorIndex
            if case .after = position { target += 1 }
            // Removing the row first shifts everything after it one place up.
            destination = target > from ? target - 1 : target
        }
        moveSlot(slot, to: destination)
        return true
    }

    /// Moves the row at `from` to `to` (both in `0 ..< count`; `to` is an index after the move).
    /// Traps on an index out of range.
    public mutating func move(from: Int, to: Int) {
        guard from >= 0 && from < count else { indexOutOfRange(from, count: count, in: "move(from:to:)") }
        guard to >= 0 && to < count else { indexOutOfRange(to, count: count, in: "move(from:to:)") }
        moveSlot(tree.slot(at: tree.cursor(at: from)), to: to)
    }

    private mutating func moveSlot(_ slot: UInt32, to destination: Int) {
        let cursor = tree.cursor(ofSlot: slot)
        let from = tree.prefix(of: cursor).index
        guard from != destination else { return }
        let extent = tree.extent(at: cursor)
        let hidden = tree.isHidden(at: cursor)
        let pinned = tree.isPinned(at: cursor)
        tree.remove(at: cursor)
        tree.insert(slot: slot, extent: extent, hidden: hidden, pinned: pinned, at: destination)
        if recorder.isEnabled {
            recorder.append(.rowMoved(id(ofSlot: slot), from: from, to: destination))
        }
        recorder.layoutChanged()
    }

    // MARK: Hiding

    /// Hides or shows `row`. A hidden row keeps its place and ID but takes no space, no spacing and
    /// no separator. Setting the state it already has changes nothing. Returns `false` if `row` is not
    /// in this stack.
    @discardableResult
    public mutating func setHidden(_ isHidden: Bool, forRow row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        let cursor = tree.cursor(ofSlot: slot)
        let wasHidden = tree.isHidden(at: cursor)
        guard wasHidden != isHidden else { return true }
        if recorder.isEnabled { recorder.noteHiddenChange(row, wasHidden: wasHidden) }
        tree.update(at: cursor, extent: tree.extent(at: cursor), hidden: isHidden)
        recorder.layoutChanged()
        return true
    }

    /// Hides or shows every listed row that is in this stack; returns how many were found (a row
    /// listed twice counts twice). Rows are changed one by one, O(k log n), when few are listed,
    /// and in one pass over the stack, O(n + k), when many are (filtering a long list), with the
    /// same result and the same events.
    @inlinable @discardableResult
    public mutating func setHidden(_ isHidden: Bool, forRows rows: some Sequence<RowID>) -> Int {
        // Inlined, so the caller's sequence is read in specialised code, and handed on as an array.
        setHidden(isHidden, forRowsIn: Array(rows))
    }

    @usableFromInline
    mutating func setHidden(_ isHidden: Bool, forRowsIn rows: [RowID]) -> Int {
        let slots = rows.compactMap { slot(of: $0) }
        guard slots.count >= 64 && slots.count * 32 >= count else {
            for slot in slots { setHidden(isHidden, forRow: id(ofSlot: slot)) }
            return slots.count
        }
        var listed = [Bool](repeating: false, count: slotGeneration.count)
        for slot in slots { listed[Int(slot)] = true }
        let changed = listed.withUnsafeBufferPointer { listed in tree.setHidden(isHidden, where: { listed[Int($0)] }) }
        guard !changed.isEmpty else { return slots.count }
        recorder.noteBulkHiddenChange(changed.map { id(ofSlot: $0) }, wasHidden: !isHidden)
        recorder.layoutChanged()
        return slots.count
    }
}

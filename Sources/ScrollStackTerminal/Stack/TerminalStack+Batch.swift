// What apps do to many rows of a terminal stack at once (filter, prune, load, refresh): each call is
// one engine change, measured once, animated as one, and drawn in one frame.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    /// Hides or shows every listed row that is in this stack, as one change (a filter over a long
    /// list: the engine changes them in one pass when many are listed). Returns how many listed rows
    /// are in the stack; unknown ones are skipped. A hidden row loses the focus. `completion` runs
    /// exactly once, when the animation ends or is interrupted, or at once.
    @discardableResult
    public func setHidden(_ hidden: Bool, forRows rows: [RowID], animated: Bool = false,
                          completion: (() -> Void)? = nil) -> Int {
        var found = 0
        change(animated: animated, completion: completion) {
            found = engine.setHidden(hidden, forRows: rows)
            if hidden, let focusedRow, engine.isHidden(focusedRow) == true { self.focusedRow = nil }
        }
        return found
    }

    /// Removes every listed row that is in this stack, as one change, and returns how many it
    /// removed; unknown and repeated rows are skipped. `completion` runs exactly once, when the
    /// animation ends or is interrupted, or at once.
    @discardableResult
    public func remove(_ rows: [RowID], animated: Bool = false, completion: (() -> Void)? = nil) -> Int {
        var removed = 0
        change(animated: animated, completion: completion) {
            let gone = engine.remove(rows)
            for row in gone { forgetRow(row, index: nil) }
            removed = gone.count
        }
        return removed
    }

    /// Replaces the content of every listed row that is in this stack, as one change; each is
    /// measured again (resizing animated if asked). Returns how many it found. As with
    /// ``setContent(_:forRow:animated:)``, a row a controller owned is the stack's own afterwards.
    @discardableResult
    public func setContents(_ updates: [(row: RowID, content: any TerminalRowContent)], animated: Bool = false) -> Int {
        var found = 0
        change(animated: animated, completion: nil) {
            for (row, content) in updates where replaceContent(content, forRow: row) { found += 1 }
        }
        return found
    }

    /// Replaces a live row's content and lets its controller go (telling it the row disappeared if
    /// it had been told it appeared); part of a change. `false` for a row not in this stack.
    func replaceContent(_ content: any TerminalRowContent, forRow row: RowID) -> Bool {
        guard let entry = contents[row] else { return false }
        contents.update(row) { entry in
            entry = Entry(content: content, action: entry.action, rowActions: entry.rowActions, declaredKey: entry.declaredKey,
                          isVisible: entry.isVisible)
        }
        if entry.isVisible, let controller = entry.controller { callOut([controller.rowDidDisappear]) }
        engine.invalidateMeasurement(ofRow: row)
        return true
    }

    /// Appends described rows, with their IDs, actions and controllers, in one bulk insert (not
    /// animated), and returns their row IDs. Their IDs are declared as ``setRows(_:animated:completion:)``
    /// declares them: a later `setRows` listing an ID keeps its row, and ``row(forID:)`` finds it.
    ///
    /// Throws `DuplicateRowKeyError` (from ScrollStackCore) if an ID is listed twice or already
    /// names a row of the stack; nothing is appended then.
    @discardableResult
    public func append(contentsOf rows: [TerminalRowDescription]) throws -> [RowID] {
        try insert(contentsOf: rows, at: .bottom, animated: false)!
    }

    /// Inserts described rows at a position, as one change, and returns their row IDs, or `nil`
    /// (nothing inserted) if the position names a row not in this stack. IDs are declared as by
    /// ``append(contentsOf:)-([TerminalRowDescription])``, and a repeated or used ID throws as there. An
    /// `.index` outside the stack traps, naming the index and the count.
    @discardableResult
    public func insert(contentsOf rows: [TerminalRowDescription], at position: InsertPosition, animated: Bool = false) throws -> [RowID]? {
        try checkKeysAreNew(rows.map(\.id))
        var inserted: [RowID]?
        change(animated: animated, completion: nil) {
            inserted = engine.insert(contentsOf: rows.lazy.map { _ in RowSpec(size: .fitting) }, at: position)
            contents.reserveCapacity(inserted?.count ?? 0)
            for (row, description) in zip(inserted ?? [], rows) {
                contents.insert(Entry(content: description.content, action: description.action, rowActions: description.menuActions,
                                      controller: description.controller, declaredKey: description.id), for: row, keys: [description.id])
            }
        }
        return inserted
    }

    /// Throws `DuplicateRowKeyError` for the first key listed twice in `keys` or already naming a
    /// row of this stack.
    private func checkKeysAreNew(_ keys: [RowKey]) throws {
        var first: [RowKey: Int] = [:]
        for (position, key) in keys.enumerated() {
            if let earlier = first[key] {
                throw DuplicateRowKeyError(key: key, indexes: keys.indices.filter { keys[$0] == key && $0 >= earlier })
            }
            if contents.row(forKey: key) != nil { throw DuplicateRowKeyError(key: key, indexes: [position]) }
            first[key] = position
        }
    }
}

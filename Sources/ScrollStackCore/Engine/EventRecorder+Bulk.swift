// Rows hidden or shown many at a time (a filter over a long list): what each showed at the last
// commit is kept in a column by slot rather than in the recorder's dictionary, so neither the
// change nor the commit after it hashes every row.

/// The states at the previous commit of rows hidden or shown in bulk since then: offscreen or
/// hidden (rows that were visible go to the recorder's dictionary, with the state reported).
struct BulkPrior: Sendable {
    /// Per slot: 0, nothing recorded; 1, offscreen; 2, hidden; valid while the slot's generation
    /// is the one recorded beside it (a slot freed and used again holds another row).
    private var codes: [UInt8] = []
    private var generations: [UInt32] = []
    /// How many slots hold a code (some may have gone stale since).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The state recorded for `row`, if any.
    func state(of row: RowID) -> RowVisibility? {
        let slot = Int(row.slot)
        guard slot < codes.count, codes[slot] != 0, generations[slot] == row.generation else { return nil }
        return codes[slot] == 2 ? .hidden : .offscreen
    }

    /// Records that `row` was hidden (or offscreen) at the last commit, unless something is recorded
    /// for it already (the first change since a commit is the one that counts). Returns whether it
    /// recorded it.
    @discardableResult
    mutating func record(_ row: RowID, wasHidden: Bool) -> Bool {
        let slot = Int(row.slot)
        if slot >= codes.count {
            codes.append(contentsOf: repeatElement(0, count: slot + 1 - codes.count))
            generations.append(contentsOf: repeatElement(0, count: slot + 1 - generations.count))
        }
        if codes[slot] != 0 {
            if generations[slot] == row.generation { return false }
        } else {
            count += 1
        }
        codes[slot] = wasHidden ? 2 : 1
        generations[slot] = row.generation
        return true
    }

    /// Removes and returns what is recorded for `row`.
    mutating func take(_ row: RowID) -> RowVisibility? {
        guard let state = state(of: row) else { return nil }
        codes[Int(row.slot)] = 0
        count -= 1
        return state
    }

    mutating func removeAll() {
        guard count > 0 else { return }
        for index in codes.indices { codes[index] = 0 }
        count = 0
    }
}

extension EventRecorder {
    /// Records that `rows` (all in the stack, each once) were hidden, or shown, in one call, each
    /// with the state it had at the last commit: O(k) without hashing a row, plus O(r) for the r
    /// rows reported visible then and the rows recorded one by one since.
    mutating func noteBulkHiddenChange(_ rows: [RowID], wasHidden: Bool) {
        guard isEnabled else { return }
        var recorded: [RowID] = []
        for row in rows where bulkPrior.record(row, wasHidden: wasHidden) { recorded.append(row) }
        guard !recorded.isEmpty else { return }
        // Rows recorded one by one since the last commit keep that record; rows visible then are
        // recorded with the state reported for them.
        for row in prior.keys { _ = bulkPrior.take(row) }
        for entry in reportedInOrder where bulkPrior.take(entry.row) != nil {
            prior[entry.row] = .present(entry.state)
        }
    }

    /// Whether any row changed existence or hidden state since the last commit.
    @usableFromInline var hasPrior: Bool { !prior.isEmpty || !bulkPrior.isEmpty }

    /// Forgets what rows were at the last commit (a commit has reported it, or recording stopped).
    mutating func forgetPrior() {
        prior.removeAll()
        bulkPrior.removeAll()
    }
}

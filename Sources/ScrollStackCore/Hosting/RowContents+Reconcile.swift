// A declarative update's bookkeeping, shared by every host: the engine is reconciled to the declared
// keys and the host's table follows it in the same step.

extension RowContents {
    /// Makes `engine` hold one row per key of `keys`, in that order (see
    /// ``StackEngine/reconcile(to:key:newRow:)``; a new row's spec is `newRow(position)`), and
    /// brings the table along: every listed row's content becomes `content(position, old)` (`old`
    /// is `nil` for a new row, which is added under its key). A row's declared key is read from its
    /// content with `declaredKey`; rows without one are removed.
    ///
    /// Removed rows are still in the table when this returns: the host forgets each with
    /// ``remove(_:index:awaitsReport:)`` and does its own work for it. The closures run while the
    /// engine and the table change, so they must only build values (no code of the host's users).
    /// Throws `DuplicateRowKeyError<RowKey>` for a repeated key, changing nothing.
    public mutating func reconcile(_ engine: inout StackEngine, to keys: [RowKey], declaredKey: (Content) -> RowKey?,
                                   newRow: (_ position: Int) -> RowSpec,
                                   content: (_ position: Int, _ old: Content?) -> Content) throws -> Reconciliation {
        var declared: [RowID: RowKey] = [:]
        for (row, value) in live { if let key = declaredKey(value) { declared[row] = key } }
        // A key listed twice throws in `reconcile` before this table is used.
        let positions = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let reconciliation = try engine.reconcile(to: keys, key: { declared[$0] }, newRow: { newRow(positions[$0]!) })
        for (position, row) in reconciliation.rows.enumerated() {
            if let old = live[row] {
                live[row] = content(position, old)
            } else {
                insert(content(position, nil), for: row, keys: [keys[position]])
            }
        }
        return reconciliation
    }
}

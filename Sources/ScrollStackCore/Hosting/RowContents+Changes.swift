// Changes as a host applies them: the rows a change removes are taken down when it ends, unless an
// animation it starts holds them by then; changes made from inside a change take down their own.

extension RowContents {
    /// Starts a change: rows removed until the matching ``endChange()`` are taken down then (the
    /// host may hold some with ``hold(_:)`` first, to animate them out). Changes nest: one begun
    /// while another is applied (the app's code, run by the outer change, changing the stack)
    /// takes down only the rows it removed itself.
    public mutating func beginChange() {
        changes.append([])
    }

    /// Ends the innermost change: the contents of the rows it removed that nothing holds, to take
    /// down now (see ``takeDown(_:)``). Without a change begun, nothing.
    public mutating func endChange() -> [Content] {
        guard let removed = changes.popLast() else { return [] }
        return takeDown(removed)
    }
}

// Pinned rows on UIKit: the row the engine says is stuck at the top is placed at its stuck frames
// and in front of the other rows on every pass (a scroll runs one), and the one stuck before goes
// back to its place.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension ScrollStackView {
    /// Places the pinned row stuck at the top of the visible area (``StackEngine/stuckRow(in:)``)
    /// where the engine draws it, in front of the rows it covers, so it gets the touches there; the
    /// row stuck at the last pass, if another, goes back to its own frames. Rows an animation
    /// moves are left to it.
    func placeStuckRow() {
        let stuck = engine.hasPinnedRows ? readingEngine { $0.stuckRow(in: viewport.visibleRect) } : nil
        if let previous = stuckRowID, previous != stuck?.id {
            stuckRowID = nil
            if let row = contents[previous]?.row, row.superview === self, !transaction.isAnimating(previous),
               let frames = engine.frames(of: previous) {
                row.place(frames, axis: axis)
            }
        }
        guard let stuck, let row = contents[stuck.id]?.row, row.superview === self,
              !transaction.isAnimating(stuck.id) else { return }
        row.place(stuck.frames, axis: axis)
        // Only reordered (no hierarchy callbacks: "Moves the specified subview so that it
        // appears on top of its siblings"), once per row that becomes stuck: rows made later go in
        // behind the rows (`realize(_:)`), so it stays in front of them.
        if stuckRowID != stuck.id { bringSubviewToFront(row) }
        stuckRowID = stuck.id
    }

    /// The rows a change animates, with the stuck ones' frames changed: the row stuck now starts
    /// from where it is drawn (its own frames moved to its stuck place), and the row stuck after
    /// the change (the engine holds it already) ends where it sticks.
    func stuckAdjusted(_ moving: [(row: ScrollStackRow, change: RowTransition)]) -> [(row: ScrollStackRow, change: RowTransition)] {
        let before = stuckRowID
        let after = engine.hasPinnedRows ? readingEngine { $0.stuckRow(in: viewport.visibleRect) } : nil
        guard before != nil || after != nil else { return moving }
        return moving.map { entry in
            var change = entry.change
            if change.row == before, entry.row.layer.animationKeys()?.isEmpty != false {
                change.from = Self.frames(change.from, movedTo: rect(entry.row.frame))
            }
            if let after, change.row == after.id { change.to = after.frames }
            return (entry.row, change)
        }
    }
}
#endif

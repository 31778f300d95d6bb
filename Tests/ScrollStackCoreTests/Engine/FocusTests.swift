// Moving focus between rows: the next accepted row either way, hidden rows skipped, wrapping.

import ScrollStackCore
import Testing

@Suite("Focus order")
struct FocusTests {
    @Test("focus moves to the next accepted, visible row in either direction, optionally wrapping")
    func nextRow() {
        var (engine, ids) = tallStack(rows: 8)
        let tappable: Set<RowID> = [ids[1], ids[3], ids[4], ids[6]]
        engine.setHidden(true, forRow: ids[4])
        let accepts = { (row: RowID) in tappable.contains(row) }
        #expect(engine.nextRow(after: nil, in: .forward, where: accepts) == ids[1])
        #expect(engine.nextRow(after: nil, in: .backward, where: accepts) == ids[6])
        #expect(engine.nextRow(after: ids[1], in: .forward, where: accepts) == ids[3])
        #expect(engine.nextRow(after: ids[3], in: .forward, where: accepts) == ids[6]) // ids[4] is hidden
        #expect(engine.nextRow(after: ids[6], in: .forward, where: accepts) == nil)
        #expect(engine.nextRow(after: ids[6], in: .forward, wraps: true, where: accepts) == ids[1])
        #expect(engine.nextRow(after: ids[1], in: .backward, wraps: true, where: accepts) == ids[6])
        #expect(engine.nextRow(after: ids[3], in: .backward, where: accepts) == ids[1])
        // From a row that is gone, the search starts at the end it moves from.
        engine.remove(ids[3])
        #expect(engine.nextRow(after: ids[3], in: .forward, where: accepts) == ids[1])
        // Only the row itself qualifies: there is no other row to move to.
        #expect(engine.nextRow(after: ids[1], in: .forward, wraps: true, where: { $0 == ids[1] }) == nil)
        #expect(StackEngine().nextRow(after: nil, in: .forward, where: { _ in true }) == nil)
    }
}

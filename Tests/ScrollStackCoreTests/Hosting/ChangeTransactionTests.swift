// ChangeTransaction by hand: passes never nest and wait for changes, changes nest and each takes
// down its own rows, an animation keeps its leaving rows, and waiting work runs once, in order,
// after the last change and never inside other work. (BookkeepingPropertyTests drives the same
// rules with random streams.)

@_spi(Hosting) import ScrollStackCore
import Testing

@Suite("Change transaction")
struct ChangeTransactionTests {
    /// A row table with `count` rows whose contents are their numbers.
    static func table(_ count: Int) -> (RowContents<Int>, [RowID]) {
        var engine = StackEngine(configuration: StackConfiguration())
        let ids = engine.append(contentsOf: (0 ..< count).map { _ in RowSpec.fixed(10) })
        var contents = RowContents<Int>()
        for (number, id) in ids.enumerated() { contents.insert(number, for: id) }
        return (contents, ids)
    }

    /// Runs the waiting work the way a host does, returning what ran.
    static func runWaitingWork(_ transaction: inout ChangeTransaction<Int, Int>) -> [Int] {
        guard transaction.startRunningWork() else { return [] }
        var ran: [Int] = []
        while let work = transaction.nextWork() { ran.append(work) }
        return ran
    }

    @Test("a pass never starts inside another or while a change is open; a change may lay out itself")
    func passes() {
        var transaction = ChangeTransaction<Int, Int>()
        var (contents, _) = Self.table(0)
        let first = transaction.beginPass()
        let nested = transaction.beginPass()
        #expect(first && !nested && !transaction.allowsPass)
        transaction.endPass()
        #expect(transaction.allowsPass)
        transaction.begin(&contents)
        #expect(!transaction.allowsPass)
        let changesOwnPass = transaction.beginPass()
        #expect(changesOwnPass)
        transaction.endPass()
        let tookDown = transaction.end(&contents)
        #expect(tookDown.isEmpty && transaction.allowsPass)
    }

    @Test("nested changes take down only the rows each removed, when each ends")
    func nestedChanges() {
        var transaction = ChangeTransaction<Int, Int>()
        var (contents, ids) = Self.table(3)
        transaction.begin(&contents)
        _ = contents.remove(ids[0], index: 0, awaitsReport: false)
        transaction.begin(&contents)
        _ = contents.remove(ids[1], index: 0, awaitsReport: false)
        let inner = transaction.end(&contents)
        #expect(inner == [1])
        #expect(transaction.openChanges == 1 && !transaction.allowsPass)
        let outer = transaction.end(&contents)
        #expect(outer == [0])
        #expect(transaction.openChanges == 0 && contents.count == 1)
    }

    @Test("an animation keeps its leaving rows past the change; the newest animation settles a row")
    func animations() {
        var transaction = ChangeTransaction<Int, Int>()
        var (contents, ids) = Self.table(3)
        transaction.begin(&contents)
        _ = contents.remove(ids[0], index: 0, awaitsReport: false)
        let first = transaction.beginAnimation(moving: [ids[0], ids[1]], leaving: [ids[0]], in: &contents)
        let firstChange = transaction.end(&contents)
        #expect(firstChange.isEmpty)
        transaction.begin(&contents)
        let second = transaction.beginAnimation(moving: [ids[1], ids[2]], leaving: [RowID](), in: &contents)
        let secondChange = transaction.end(&contents)
        #expect(secondChange.isEmpty)
        #expect(transaction.isAnimating(ids[1]) && Set(transaction.animatingRows) == Set(ids))
        let firstEnded = transaction.endAnimation(first, in: &contents)
        #expect(firstEnded.settle == [ids[0]] && firstEnded.takeDown == [0])
        let again = transaction.endAnimation(first, in: &contents)
        #expect(again.settle.isEmpty && again.takeDown.isEmpty)
        let secondEnded = transaction.endAnimation(second, in: &contents)
        #expect(secondEnded.settle == [ids[1], ids[2]] && secondEnded.takeDown.isEmpty)
        #expect(transaction.animatingRows.isEmpty)
    }

    @Test("work waits for the last open change, runs once and in order, and never inside other work")
    func waitingWork() {
        var transaction = ChangeTransaction<Int, Int>()
        var (contents, _) = Self.table(0)
        transaction.runAfterChanges(1)
        let ranAtOnce = Self.runWaitingWork(&transaction)
        let ranAgain = Self.runWaitingWork(&transaction)
        #expect(ranAtOnce == [1] && ranAgain.isEmpty)
        transaction.begin(&contents)
        transaction.begin(&contents)
        transaction.runAfterChanges(2)
        _ = transaction.end(&contents)
        let ranInsideOuter = Self.runWaitingWork(&transaction)
        #expect(ranInsideOuter.isEmpty && transaction.hasWaitingWork)
        transaction.runAfterChanges(3)
        _ = transaction.end(&contents)
        // Work queued while work runs (a handler making a change) is picked up by the running loop.
        let starts = transaction.startRunningWork()
        let second = transaction.nextWork()
        #expect(starts && second == 2)
        transaction.begin(&contents)
        transaction.runAfterChanges(4)
        _ = transaction.end(&contents)
        let startsInsideWork = transaction.startRunningWork()
        let rest = [transaction.nextWork(), transaction.nextWork(), transaction.nextWork()]
        #expect(!startsInsideWork && rest == [3, 4, nil])
        let startsWithNothing = transaction.startRunningWork()
        #expect(!transaction.hasWaitingWork && !startsWithNothing)
    }
}

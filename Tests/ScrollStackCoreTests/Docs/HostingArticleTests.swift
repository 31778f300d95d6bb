// The change transaction example of the "host the engine yourself" article (HostingTheEngine.md),
// compiled and run: a removal takes its row's view down and runs its completion once.

@_spi(Hosting) import ScrollStackCore
import Testing

/// A row's view in the article's host: it only records that it left the screen.
final class MyRowView {
    var isOnScreen = true
    func removeFromScreen() { isOnScreen = false }
}

struct MyHost {
    var engine = StackEngine(configuration: StackConfiguration())
    var contents = RowContents<MyRowView>()
    var transaction = ChangeTransaction<MyRowView, () -> Void>()

    mutating func remove(_ row: RowID, completion: @escaping () -> Void) {
        transaction.begin(&contents)
        if let index = engine.remove(row) { _ = contents.remove(row, index: index) }
        transaction.runAfterChanges(completion)
        // Rows the change removed that no animation shows leave now.
        for view in transaction.end(&contents) { view.removeFromScreen() }
        // The completions waiting for the changes run now, one after another.
        if transaction.startRunningWork() {
            while let work = transaction.nextWork() { work() }
        }
    }
}

@Suite("Hosting article")
struct HostingArticleTests {
    @Test("the article's host takes a removed row's view down and completes once")
    func removal() {
        var host = MyHost()
        let view = MyRowView()
        let row = host.engine.insert(.fixed(20), at: 0)
        host.contents.insert(view, for: row)
        var completions = 0
        host.remove(row) { completions += 1 }
        #expect(!view.isOnScreen && completions == 1 && host.engine.isEmpty && host.contents.count == 0)
    }
}

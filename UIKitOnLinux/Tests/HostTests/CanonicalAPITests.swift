// ScrollStackView's one call per operation: each call means the same row whether it is named by its
// view, its controller or its declared ID; names that are not rows are ignored with their
// completion run once; the stack's delegate hears every change; and the classes named after the
// other libraries add their names on top of the same stack. Rests on views, containment and
// layout as the double models them (DOC for containment order, ASSUMPTION for Auto Layout sizes).

import ScrollStackUIKit
import UIKit
import XCTest

/// Records what a stack tells its delegate.
@MainActor final class EventRecorder: ScrollStackViewDelegate, ScrollStackControllerDelegate {
    var log: [String] = []
    func scrollStackViewDidScroll(_ stackView: ScrollStackView) { log.append("scroll") }
    func scrollStackView(_ stackView: ScrollStackView, didAddRow row: ScrollStackRow) { log.append("add") }
    func scrollStackView(_ stackView: ScrollStackView, didRemoveRow row: ScrollStackRow) { log.append("remove") }
    func scrollStackView(_ stackView: ScrollStackView, visibilityOf row: ScrollStackRow, at index: Int,
                         changedFrom old: ScrollStackView.RowVisibility?, to new: ScrollStackView.RowVisibility) {
        log.append("visibility \(index)")
    }
    func scrollStackViewDidUpdateLayout(_ stackView: ScrollStackView) { log.append("layout") }
    func scrollStackView(_ stackView: ScrollStackView, contentSizeDidChangeFrom old: CGSize, to new: CGSize) {
        log.append("size \(Int(new.height))")
    }
    // ScrollStackController's delegate, to show a ScrollStack tells both.
    func scrollStackRowVisibilityDidChange(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                           from: ScrollStack.RowVisibility?, to: ScrollStack.RowVisibility) {
        log.append("old visibility \(index)")
    }
}

final class CanonicalAPITests: XCTestCase {
    func testViewsAndControllersAreNamedTheSameWay() {
        MainActor.assumeIsolated {
            let (stack, host, window) = HostTests.onScreen(ScrollStackView())
            _ = window
            let label = block(40), other = block(40), child = RecordingController(height: 60)
            stack.addRow(label)
            stack.addRow(child)
            stack.insertRow(other, at: .before(child))
            UIKitDouble.settle()
            XCTAssertEqual([stack.indexOfRow(label), stack.indexOfRow(other), stack.indexOfRow(child)], [0, 1, 2])
            XCTAssertTrue(stack.containsRow(child) && stack.containsRow(label))
            XCTAssertTrue(stack.row(label)?.contentView === label && stack.row(child)?.controller === child)
            XCTAssertTrue(child.parent === host, "a controller row is contained by the stack's controller")
            XCTAssertEqual(stack.numberOfRows, 3)

            stack.moveRow(child, to: 0)
            XCTAssertEqual(stack.indexOfRow(child), 0)
            stack.moveRow(label, to: 2)
            XCTAssertEqual(stack.rows.map(\.contentView), [child.view, other, label])

            stack.setRowHidden(child, isHidden: true)
            stack.setRowsHidden([label, other], isHidden: true)
            XCTAssertTrue(stack.isRowHidden(child) && stack.isRowHidden(label) && stack.isRowHidden(other))
            UIKitDouble.settle()
            XCTAssertEqual(stack.rowVisibility(child), .hidden)
            stack.setRowsHidden([child], isHidden: false)
            UIKitDouble.settle()
            XCTAssertEqual(stack.rowVisibility(child), .entire)
            XCTAssertEqual(stack.visibleRows().map(\.contentView), [child.view])

            stack.row(other)?.rowInsets = .zero
            stack.setRowHidden(other, isHidden: false)
            UIKitDouble.settle()
            XCTAssertEqual(stack.row(other)?.frame.height, 40, "the row's own insets")

            var removed = 0
            stack.removeRow(child) { removed += 1 }
            UIKitDouble.settle()
            XCTAssertEqual(removed, 1)
            XCTAssertFalse(stack.containsRow(child))
            XCTAssertNil(child.parent, "the removed controller left its parent")
            HostTests.assertNoFailures()
        }
    }

    func testNamesThatAreNotRowsAreIgnoredAndStillComplete() {
        MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStackView(), rows: [block(40)])
            _ = window
            let stranger = block(40), strangerController = UIViewController()
            var completions = 0
            stack.removeRow(stranger) { completions += 1 }
            stack.removeRow(strangerController) { completions += 1 }
            stack.removeRow(id: "nobody") { completions += 1 }
            stack.setRowHidden(stranger, isHidden: true) { completions += 1 }
            stack.setRowHidden(id: 7, isHidden: true) { completions += 1 }
            stack.moveRow(strangerController, to: 0) { completions += 1 }
            stack.scrollToRow(stranger, animated: false) { completions += 1 }
            stack.scrollToRow(id: "nobody", animated: false) { completions += 1 }
            stack.insertRow(block(10), at: .after(stranger)) { completions += 1 }
            let resized = stack.invalidateRowSize(id: "nobody") { completions += 1 }
            // Empty lists (an empty literal means views) change nothing and still complete.
            stack.addRows([]) { completions += 1 }
            stack.removeRows([]) { completions += 1 }
            stack.setRowsHidden([], isHidden: true) { completions += 1 }
            stack.insertRows([], at: .start) { completions += 1 }
            UIKitDouble.settle()
            XCTAssertEqual(completions, 14, "every completion runs exactly once")
            XCTAssertFalse(resized)
            XCTAssertEqual(stack.numberOfRows, 1, "nothing was inserted after a view that is not a row")
            XCTAssertNil(stack.indexOfRow(stranger))
            XCTAssertNil(stack.row(id: "nobody"))
            XCTAssertEqual(stack.rowVisibility(strangerController), .removed)
            XCTAssertFalse(stack.isRowHidden(stranger))
            HostTests.assertNoFailures()
        }
    }

    func testCompletionsOfCallsMadeInsideACompletionRunAfterItInOrder() {
        MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStackView(), rows: [block(40)])
            _ = window
            var log: [String] = []
            stack.addRow(block(40)) {
                // Early exits (a name that is not a row, a scroll with nothing to animate) wait
                // their turn like any change's completion.
                stack.addRow(block(40)) { log.append("A") }
                stack.removeRow(id: "nope") { log.append("B") }
                stack.insertRow(block(10), at: .after(UIView())) { log.append("C") }
                stack.scrollToTop(animated: false) { log.append("S") }
                log.append("outer returns")
            }
            XCTAssertEqual(log, ["outer returns", "A", "B", "C", "S"])
            HostTests.assertNoFailures()
        }
    }

    func testDeclaredRowsAreNamedByID() {
        MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(LazyScrollStackView())
            _ = window
            try! stack.setRows((0 ..< 60).map { id in .view(id: id, estimatedSize: 100, make: { block(100) }) })
            UIKitDouble.settle()
            XCTAssertFalse(stack.realizedRowIDs.contains(AnyHashable(40)), "a lazy stack has not made row 40")
            XCTAssertEqual(stack.row(id: 40)?.declaredID, AnyHashable(40), "asking for a row makes it")

            stack.scrollToRow(id: 30, at: .start, animated: false)
            UIKitDouble.settle()
            XCTAssertEqual(stack.visibleRows().first?.declaredID, AnyHashable(30))
            XCTAssertEqual(stack.rowVisibility(id: 30), .entire)
            XCTAssertEqual(stack.rowVisibility(id: 0), .offscreen)

            stack.setRowHidden(id: 31, isHidden: true)
            XCTAssertTrue(stack.isRowHidden(id: 31))
            stack.setRowsHidden(ids: [31, 32], isHidden: false)
            XCTAssertFalse(stack.isRowHidden(id: 31) || stack.isRowHidden(id: 32))

            stack.moveRow(id: 0, to: 59)
            XCTAssertEqual(stack.indexOfRow(id: 0), 59)
            stack.removeRow(id: 5)
            stack.removeRows(ids: [6, 7])
            UIKitDouble.settle()
            XCTAssertFalse(stack.containsRow(id: 5) || stack.containsRow(id: 6) || stack.containsRow(id: 7))
            XCTAssertEqual(stack.numberOfRows, 57)
            XCTAssertTrue(stack.invalidateRowSize(id: 30))
            let between = block(20)
            stack.insertRow(between, at: .after(id: 30))
            XCTAssertEqual(stack.indexOfRow(between), stack.indexOfRow(id: 30).map { $0 + 1 })
            stack.insertRow(block(20), at: .before(id: 30))
            XCTAssertEqual(stack.indexOfRow(between), stack.indexOfRow(id: 30).map { $0 + 1 })
            HostTests.assertNoFailures()
        }
    }

    func testTheDelegateHearsEveryChangeAndAScrollStackTellsBothDelegates() {
        MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStack())
            _ = window
            let recorder = EventRecorder()
            stack.scrollStackDelegate = recorder
            stack.stackDelegate = recorder
            let row = block(100)
            stack.addRow(row)
            UIKitDouble.settle()
            XCTAssertTrue(recorder.log.contains("add") && recorder.log.contains("visibility 0") && recorder.log.contains("old visibility 0"),
                          "\(recorder.log)")
            XCTAssertTrue(recorder.log.contains("size 124") && recorder.log.contains("layout"), "\(recorder.log)")
            recorder.log.removeAll()
            stack.removeRow(row)
            UIKitDouble.settle()
            XCTAssertTrue(recorder.log.contains("remove"), "\(recorder.log)")
            HostTests.assertNoFailures()
        }
    }

    func testControllersShowTheirOwnStackClass() {
        MainActor.assumeIsolated {
            let canonical = ScrollStackController()
            XCTAssertFalse(canonical.scrollStackView is ScrollStack, "the canonical controller shows a ScrollStackView")
            let legacy = ScrollStackViewController()
            XCTAssertTrue(legacy.scrollStack === legacy.scrollStackView)
            _ = HostTests.show(legacy)
            XCTAssertTrue(legacy.view === legacy.scrollStack, "the stack is the controller's view, as in ScrollStackController")
        }
    }
}

// Minimal reproductions of the host bugs the soak found, kept as regression tests (all fixed).

import ScrollStackUIKit
import UIKit
import XCTest

final class HostBugRegressionTests: XCTestCase {
    /// A fresh double and a 390×844 window on screen, its root a plain controller to put a stack in.
    @MainActor static func freshWindow() -> (UIWindow, UIViewController) {
        UIKitDouble.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        return (window, host)
    }

    // Host bug 1 (fixed: the row remembers the parent the stack gave its controller). Rests on: the containment contract (DOC: removeFromParent after
    // willMove(toParent: nil)) and a view without a superview having no view controller (DOC: a
    // view's next responder is its superview). A controller row whose removal animates while the
    // stack leaves the window stays a child of its old parent for good: `takeDown` finishes the
    // release only if `controller.parent === containingViewController`, which is nil by then.
    @MainActor static func checkControllerRowRemovedWhileTheStackLeavesTheWindowIsReleased() {
        let (window, host) = freshWindow()
        defer { withExtendedLifetime(window) {} }
        let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        host.view.addSubview(stack)
        let child = SoakController(height: 60)
        stack.addRows([soakBlock(60), soakBlock(60)])
        _ = stack.addRow(controller: child)
        UIKitDouble.runLoopTurn()
        var completions = 0
        stack.removeRow(index: 2, animated: true) { completions += 1 }
        UIKitDouble.advance(by: 0.1)
        stack.removeFromSuperview()
        UIKitDouble.advance(by: 2)
        host.view.addSubview(stack)
        UIKitDouble.advance(by: 2)
        XCTAssertEqual(completions, 1)
        XCTAssertNil(child.parent, "the removed row's controller is still a child of the stack's old parent")
        XCTAssertFalse(host.children.contains { $0 === child })
        XCTAssertEqual(UIKitDouble.failures, [])
    }

    // Host bug 2 (fixed: an eager stack records the rows it makes as it inserts them, StackEngine.recordRealized). Rests on: the layout pass at the end of a turn (ASSUMPTION on timing only)
    // and the host's own bookkeeping. Rows an eager stack made since its last layout pass are never
    // released when the realization turns lazy before that pass: they stay in the hierarchy,
    // unplaced, however far the stack scrolls (and keep stale frames as rows move; out of the window,
    // where no pass comes, rows added there behave the same). A runLoopTurn() before the switch
    // makes this pass.
    @MainActor static func checkRowsMadeBeforeALayoutPassAreReleasedWhenTheStackTurnsLazy() {
        let (window, host) = freshWindow()
        defer { withExtendedLifetime(window) {} }
        let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 252, height: 351))
        host.view.addSubview(stack)
        stack.addRows((0 ..< 20).map { _ in soakBlock(40) })
        UIKitDouble.runLoopTurn()
        stack.addRows((0 ..< 5).map { _ in soakBlock(40) })
        stack.realization = .lazy(overscan: 0)
        UIKitDouble.runLoopTurn()
        stack.contentOffset = CGPoint(x: 0, y: 500)
        UIKitDouble.runLoopTurn()
        stack.contentOffset = .zero
        UIKitDouble.runLoopTurn()
        let made = stack.rows.filter { $0.superview === stack }.compactMap { stack.rows.firstIndex(of: $0) }
        XCTAssertEqual(made, Array(0 ..< 6), "rows in the hierarchy of a lazy stack at its start (rows are 64 points, 351 visible)")
        XCTAssertEqual(UIKitDouble.failures, [])
    }

    // Host bug 3 (fixed: a row being made first tells the prefetching news waiting to be told).
    // Found by a 10,000-operation stream. Rests on: the host's own event timing (news worked out
    // in a pass inside an animation block waits for a pass outside it). Rows named to prefetch
    // leave the band in a pass inside an animation; before the news is told, a pass outside it
    // makes them: the delegate heard them made, then cancelled (answered twice).
    @MainActor static func checkRowsMadeAfterTheirCancelWasWorkedOutHearItFirst() throws {
        let (window, host) = freshWindow()
        defer { withExtendedLifetime(window) {} }
        let stack = LazyScrollStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        stack.realization = .lazy(overscan: 0)
        let ledger = PrefetchSoakLedger()
        stack.lazyDelegate = ledger
        stack.prefetchDistance = 150
        host.view.addSubview(stack)
        try stack.setRows((0 ..< 200).map { id in .view(id: id, estimatedSize: 44, make: { soakBlock(44) }) })
        UIKitDouble.settle()
        XCTAssertGreaterThan(ledger.named, 0, "rows past the screen are named")
        UIView.animate(withDuration: 0.3) {
            stack.contentOffset = CGPoint(x: 0, y: 3000)
            stack.layoutIfNeeded()
        }
        stack.contentOffset = .zero
        stack.realization = .lazy(overscan: 400)
        stack.layoutIfNeeded()
        UIKitDouble.advance(by: 1)
        XCTAssertEqual(ledger.problems, [])
        XCTAssertEqual(UIKitDouble.failures, [])
    }

    func testRowsMadeAfterTheirCancelWasWorkedOutHearItFirst() throws {
        try MainActor.assumeIsolated { try Self.checkRowsMadeAfterTheirCancelWasWorkedOutHearItFirst() }
    }

    func testRowsMadeBeforeALayoutPassAreReleasedWhenTheStackTurnsLazy() {
        MainActor.assumeIsolated { Self.checkRowsMadeBeforeALayoutPassAreReleasedWhenTheStackTurnsLazy() }
    }

    func testControllerRowRemovedWhileTheStackLeavesTheWindowIsReleased() {
        MainActor.assumeIsolated { Self.checkControllerRowRemovedWhileTheStackLeavesTheWindowIsReleased() }
    }
}

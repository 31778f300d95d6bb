// Prefetching on the lazy UIKit stack: the delegate hears of rows a little beyond the ones made,
// once each, and every row it hears of is answered once, by being made or by a cancel (scrolled
// back, removed, the stack out of the window); a jump names none of the rows it passes. Frames and
// passes rest on the double's layout pass (ASSUMPTIONs, as in HostTests); the engine decides which
// rows, and its rule is tested in ScrollStackCore.

import ScrollStackUIKit
import UIKit
import XCTest

final class PrefetchTests: XCTestCase {
    /// Records what a lazy stack tells its delegate, and checks the promise as it goes: a row is
    /// named once until it is answered, and answered once (made, or cancelled).
    @MainActor class Ledger: LazyScrollStackDelegate {
        var outstanding: Set<Int> = []
        var named: [Int] = []
        var cancelled: [Int] = []
        var made: Set<Int> = []
        var problems: [String] = []

        func lazyScrollStack(_ stack: LazyScrollStackView, prefetchRows ids: [AnyHashable]) {
            for id in ids.compactMap({ $0 as? Int }) {
                if outstanding.contains(id) { problems.append("row \(id) named twice") }
                if stack.realizedRowIDs.contains(AnyHashable(id)) { problems.append("row \(id) named while made") }
                outstanding.insert(id)
                named.append(id)
            }
        }

        func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable]) {
            for id in ids.compactMap({ $0 as? Int }) {
                if outstanding.remove(id) == nil { problems.append("row \(id) cancelled but not named") }
                cancelled.append(id)
            }
        }

        func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {
            guard let id = id as? Int else { return }
            made.insert(id)
            outstanding.remove(id)
        }

        func reset() {
            named = []
            cancelled = []
        }
    }

    /// 1,000 rows of 44 points on a lazy stack, prefetching 220 points (five rows) beyond the
    /// screen's length of overscan.
    @MainActor static func stack(_ ledger: Ledger) throws -> (LazyScrollStackView, UIWindow) {
        let (stack, _, window) = HostTests.onScreen(LazyScrollStackView())
        stack.lazyDelegate = ledger
        stack.prefetchDistance = 220
        try stack.setRows((0 ..< 1_000).map { id in .view(id: id, estimatedSize: 44, make: { block(44) }) })
        UIKitDouble.settle()
        return (stack, window)
    }

    func testRowsBeyondTheMadeOnesAreNamedOnceAndAnsweredByBeingMade() throws {
        try MainActor.assumeIsolated {
            let ledger = Ledger()
            let (stack, window) = try Self.stack(ledger)
            _ = window
            let made = stack.realizedRowIDs.compactMap { $0 as? Int }
            let last = try XCTUnwrap(made.max())
            XCTAssertEqual(ledger.named, Array(last + 1 ... last + ledger.named.count), "the rows just after the made ones, in order")
            XCTAssertTrue((5 ... 6).contains(ledger.named.count), "220 points of 44-point rows: \(ledger.named)")
            // A little further down: the first named rows are made (answered, not cancelled), and the
            // rows coming in are named.
            ledger.reset()
            stack.contentOffset.y += 100
            UIKitDouble.settle()
            XCTAssertEqual(ledger.cancelled, [])
            XCTAssertFalse(ledger.named.isEmpty)
            XCTAssertTrue(ledger.made.contains(last + 1), "row \(last + 1) was named, then made")
            XCTAssertEqual(ledger.problems, [])
            HostTests.assertNoFailures()
        }
    }

    func testTurningBackJumpingRemovingAndLeavingTheWindowCancel() throws {
        try MainActor.assumeIsolated {
            let ledger = Ledger()
            let (stack, window) = try Self.stack(ledger)
            stack.contentOffset.y += 300
            UIKitDouble.settle()
            // Back to the top: the rows named beyond the band now are cancelled, none of them made.
            let before = ledger.outstanding
            ledger.reset()
            stack.contentOffset.y -= 300
            UIKitDouble.settle()
            XCTAssertFalse(ledger.cancelled.isEmpty)
            XCTAssertTrue(Set(ledger.cancelled).isSubset(of: before))
            XCTAssertTrue(ledger.cancelled.allSatisfy { !ledger.made.contains($0) })
            // A jump far down names only rows around the new place.
            let farthest = ledger.outstanding.max() ?? 0
            let namedAtTheTop = ledger.outstanding
            ledger.reset()
            stack.contentOffset.y = 20_000
            UIKitDouble.settle()
            let around = stack.realizedRowIDs.compactMap { $0 as? Int }
            let low = try XCTUnwrap(around.min())
            XCTAssertFalse(ledger.named.isEmpty)
            XCTAssertTrue(ledger.named.allSatisfy { $0 >= low - 6 }, "rows between \(farthest) and \(low) were passed over: \(ledger.named)")
            XCTAssertEqual(Set(ledger.cancelled), namedAtTheTop, "the rows named at the top are cancelled")
            // A named row removed is cancelled by its ID.
            let removed = try XCTUnwrap(ledger.outstanding.max())
            ledger.reset()
            try stack.setRows((0 ..< 1_000).filter { $0 != removed }.map { id in .view(id: id, estimatedSize: 44, make: { block(44) }) })
            UIKitDouble.settle()
            XCTAssertTrue(ledger.cancelled.contains(removed), "the removed row \(removed) is cancelled: \(ledger.cancelled)")
            // Out of the window, every row still named is cancelled.
            let still = ledger.outstanding
            XCTAssertFalse(still.isEmpty)
            ledger.reset()
            stack.removeFromSuperview()
            UIKitDouble.settle()
            XCTAssertEqual(Set(ledger.cancelled), still)
            XCTAssertEqual(ledger.outstanding, [])
            XCTAssertEqual(ledger.problems, [])
            _ = window
            HostTests.assertNoFailures()
        }
    }

    func testAReplacedDelegateHearsItsRowsCancelledAndTheNewOneHearsTheBandAfresh() throws {
        try MainActor.assumeIsolated {
            let first = Ledger(), second = Ledger()
            let (stack, window) = try Self.stack(first)
            _ = window
            let named = first.outstanding
            XCTAssertFalse(named.isEmpty)
            stack.lazyDelegate = second
            XCTAssertEqual(Set(first.cancelled), named, "the first delegate hears its rows cancelled")
            UIKitDouble.settle()
            XCTAssertEqual(second.outstanding, named, "the second hears the band afresh")
            // Off and on again: nothing is named twice.
            stack.lazyDelegate = nil
            XCTAssertEqual(second.outstanding, [])
            UIKitDouble.settle()
            stack.lazyDelegate = second
            UIKitDouble.settle()
            XCTAssertEqual(second.outstanding, named)
            XCTAssertEqual(first.problems + second.problems, [])
            HostTests.assertNoFailures()
        }
    }

    /// A delegate whose code takes the stack out of the window when it hears a cancel.
    @MainActor final class LeavingLedger: Ledger {
        weak var stack: UIView?

        override func lazyScrollStack(_ stack: LazyScrollStackView, cancelPrefetchingRows ids: [AnyHashable]) {
            super.lazyScrollStack(stack, cancelPrefetchingRows: ids)
            self.stack?.removeFromSuperview()
        }
    }

    func testADelegateThatMakesTheStackLeaveIsToldInOrderAndLeftWithNothingNamed() throws {
        try MainActor.assumeIsolated {
            let ledger = LeavingLedger()
            let (stack, window) = try Self.stack(ledger)
            _ = window
            ledger.stack = stack
            stack.contentOffset.y += 300
            UIKitDouble.settle()
            // A jump: the rows named before are cancelled (and the stack leaves), then the rows
            // around the new place are named, and cancelled as the stack has left.
            stack.contentOffset.y = 20_000
            UIKitDouble.settle()
            XCTAssertNil(stack.window)
            XCTAssertEqual(ledger.outstanding, [])
            XCTAssertEqual(ledger.problems, [])
            HostTests.assertNoFailures()
        }
    }

    func testARowMadeAndLetGoBetweenTwoUpdatesIsNotCancelled() throws {
        try MainActor.assumeIsolated {
            let ledger = Ledger()
            let (stack, window) = try Self.stack(ledger)
            _ = window
            let named = ledger.outstanding
            // Passes inside animation blocks make the named rows and let them go again before
            // the band is told.
            UIView.animate(withDuration: 0.3) {
                stack.contentOffset.y += 400
                stack.layoutIfNeeded()
            }
            UIView.animate(withDuration: 0.3) {
                stack.contentOffset.y -= 400
                stack.layoutIfNeeded()
            }
            UIKitDouble.settle()
            XCTAssertTrue(named.isSubset(of: ledger.made), "the rows named were made")
            stack.contentOffset.y = 20_000
            UIKitDouble.settle()
            XCTAssertTrue(Set(ledger.cancelled).isDisjoint(with: named), "made rows are never cancelled: \(ledger.cancelled)")
            XCTAssertEqual(ledger.problems, [])
            HostTests.assertNoFailures()
        }
    }

    func testNoDistanceNamesNothing() throws {
        try MainActor.assumeIsolated {
            let ledger = Ledger()
            let (stack, window) = try Self.stack(ledger)
            _ = window
            XCTAssertFalse(ledger.outstanding.isEmpty)
            let named = ledger.outstanding
            ledger.reset()
            stack.prefetchDistance = 0
            UIKitDouble.settle()
            XCTAssertEqual(Set(ledger.cancelled), named, "turning it off cancels what was named")
            stack.contentOffset.y += 500
            UIKitDouble.settle()
            XCTAssertEqual(ledger.named, [])
            XCTAssertEqual(LazyScrollStackView().prefetchDistance, 0)
            XCTAssertEqual(ledger.problems, [])
            HostTests.assertNoFailures()
        }
    }
}

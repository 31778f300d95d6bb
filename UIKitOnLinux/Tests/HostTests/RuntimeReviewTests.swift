// Host tests of the second runtime review's findings that the double can show (G1, G2, G3), each
// saying which double behaviour its result rests on; mutation-canaries puts each bug back and
// requires these to fail.

import ScrollStackUIKit
import UIKit
import XCTest

/// A stack delegate that keeps the last offset the stack reported.
@MainActor final class OffsetLog: ScrollStackControllerDelegate {
    var lastOffset: CGPoint?

    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) { lastOffset = offset }
}

extension HostTests {
    // Rests on: layoutIfNeeded lays out again what is still marked when it finishes (ASSUMPTION,
    // from a decompiled QuartzCore; G1 on a device settles it), recorded by the double's runaway
    // guard. A pass inside an animation block that marks the stack again never ends there.
    @MainActor static func checkLayoutInsideAnimationBlocksEnds() {
        fresh()
        let controller = UIViewController()
        let window = show(controller)
        let stack = ScrollStack(frame: window.bounds)
        let log = OffsetLog()
        stack.stackDelegate = log
        controller.view.addSubview(stack)
        for _ in 0 ..< 60 { stack.addRow(block(60)) }
        UIKitDouble.runLoopTurn()
        stack.scrollToRow(index: 50)  // animated
        UIView.animate(withDuration: 0.3) {
            stack.contentInset.top = 20
            stack.setNeedsLayout()
            stack.layoutIfNeeded()
        }
        stack.toggleAxis(animated: true)
        UIKitDouble.advance(by: 0.5)
        UIKitDouble.runLoopTurn()
        assertNoFailures()
        // The events held back inside the animation blocks arrive afterwards.
        XCTAssertEqual(log.lastOffset, stack.contentOffset)
    }

    // Rests on: a stack out of a window is not laid out (DOC: layout is for views in a window is
    // the documented trigger; the double lays out only windows), and the main queue running on the
    // next turn (DOC). Removed controller rows of a stack off screen are named and freed.
    @MainActor static func checkRowsRemovedOffScreenAreNamedAndFreed() {
        fresh()
        let controller = UIViewController()
        let window = show(controller)
        let stack = ScrollStack(frame: window.bounds)
        controller.view.addSubview(stack)
        weak var first: RecordingController?
        do {
            let children = (0 ..< 10).map { _ in RecordingController() }
            first = children[0]
            for child in children { _ = stack.addRow(controller: child) }
        }
        UIKitDouble.runLoopTurn()
        var named = 0
        stack.onChangeRow = { _, isRemoved in if isRemoved { named += 1 } }
        stack.removeFromSuperview()
        stack.removeAllRows()
        UIKitDouble.runLoopTurn()
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(named, 10, "rows named removed while off screen")
        XCTAssertNil(first, "a removed controller is still alive")
        assertNoFailures()
    }

    // Rests on: the host's own bookkeeping and the layout pass at the end of a turn (ASSUMPTION on
    // timing only). Switching realization on a stack with rows releases the rows the new one does
    // not want, and every row left in the stack is at its place after later changes.
    @MainActor static func checkSwitchingRealizationKeepsEveryRowAccountedFor() {
        fresh()
        let controller = UIViewController()
        let window = show(controller)
        let stack = ScrollStack(frame: window.bounds)
        controller.view.addSubview(stack)
        stack.addRows((0 ..< 200).map { _ in block(60) })
        UIKitDouble.runLoopTurn()
        XCTAssertEqual(stack.subviews.filter { $0 is ScrollStackRow }.count, 200)
        stack.realization = .lazy(overscan: 0)
        UIKitDouble.runLoopTurn()
        let lazy = stack.subviews.filter { $0 is ScrollStackRow }.count
        XCTAssertLessThan(lazy, 40, "rows left in the stack after going lazy")
        _ = stack.addRow(view: block(300), at: .top)
        stack.scrollToRow(index: 150, animated: false)
        UIKitDouble.runLoopTurn()
        let shown = stack.subviews.compactMap { $0 as? ScrollStackRow }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertLessThan(shown.count, 40)
        for (upper, lower) in zip(shown, shown.dropFirst()) {
            XCTAssertLessThanOrEqual(upper.frame.maxY, lower.frame.minY + 0.5, "rows in the stack overlap")
        }
        XCTAssertTrue(stack.rows[150].superview === stack)
        assertNoFailures()
    }

    func testLayoutInsideAnimationBlocksEnds() { MainActor.assumeIsolated { Self.checkLayoutInsideAnimationBlocksEnds() } }
    func testRowsRemovedOffScreenAreNamedAndFreed() { MainActor.assumeIsolated { Self.checkRowsRemovedOffScreenAreNamedAndFreed() } }
    func testSwitchingRealizationKeepsEveryRowAccountedFor() {
        MainActor.assumeIsolated { Self.checkSwitchingRealizationKeepsEveryRowAccountedFor() }
    }
}

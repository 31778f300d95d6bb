// Pinned rows on the UIKit host: the header of the section at the top is placed stuck there, in
// front of the rows it covers, and goes back to its place when the next takes over; a lazy stack
// makes the stuck header however far its own place is; a row scrolled to the top rests below it;
// a tap at the top reaches the header. Frames rest on the double's layout pass (ASSUMPTIONs, as in
// HostTests); the tap on its hit testing by subview order (Apple: "views later in the array
// appear on top"; P1 settles the whole behaviour on a device).

import ScrollStackUIKit
import UIKit
import XCTest

final class PinnedRowTests: XCTestCase {
    /// Sections of a 30-point header (pinned) and ten 20-point rows, 0 to `sections` - 1: header k
    /// is row 11k, at y = 230k.
    @MainActor static func described(sections: Int, taps: @escaping @MainActor (Int) -> Void = { _ in })
        -> [ScrollStackRowDescription] {
        (0 ..< sections * 11).map { id in
            id % 11 == 0
                ? .view(id: id, estimatedSize: 30, make: { block(30) }).separatorHidden().pinned().onTap { _ in taps(id) }
                : .view(id: id, estimatedSize: 20, make: { block(20) }).separatorHidden()
        }
    }

    @MainActor static func visibleTop(_ stack: ScrollStackView) -> CGFloat { stack.bounds.minY + stack.adjustedContentInset.top }

    func testTheSectionsHeaderSticksInFrontAndTheNextPushesItAway() throws {
        try MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStack())
            _ = window
            stack.rowInsets = .zero
            var tapped: [Int] = []
            try stack.setRows(Self.described(sections: 6) { tapped.append($0) })
            UIKitDouble.settle()
            XCTAssertEqual(Array(stack.rows.map(\.frame.height).prefix(2)), [30, 20])
            // Into section 1 (header at 230): it is drawn at the top, in front of the rows there.
            stack.contentOffset = CGPoint(x: 0, y: 300 - stack.adjustedContentInset.top)
            UIKitDouble.settle()
            let header1 = try XCTUnwrap(stack.row(id: 11)), header0 = try XCTUnwrap(stack.row(id: 0))
            XCTAssertTrue(header1.isPinned)
            XCTAssertEqual(header1.rowBackgroundColor, .systemBackground, "rows pass under a header: it is not see-through")
            XCTAssertEqual(stack.row(id: 12)?.rowBackgroundColor, .clear)
            XCTAssertEqual(header1.frame.minY, Self.visibleTop(stack))
            XCTAssertEqual(header0.frame.minY, 0, "the header stuck before is back at its place")
            let rowsInFront = stack.subviews.filter { $0 is ScrollStackRow }
            XCTAssertTrue(rowsInFront.last === header1, "the stuck header is in front of the rows")
            // A tap on the top of the screen reaches the header, not the row under it.
            UIKitDouble.tap(header1)
            XCTAssertEqual(tapped, [11])
            // 20 points before header 2 (at 460): header 1 is pushed up to 430.
            stack.contentOffset = CGPoint(x: 0, y: 440 - stack.adjustedContentInset.top)
            UIKitDouble.settle()
            XCTAssertEqual(header1.frame.minY, 430)
            // Unpinned, it goes back to its place.
            header1.isPinned = false
            UIKitDouble.settle()
            XCTAssertEqual(header1.frame.minY, 230)
            HostTests.assertNoFailures()
        }
    }

    func testALazyStackMakesTheStuckHeaderAndRowsScrolledToTheTopRestBelowIt() throws {
        try MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(LazyScrollStackView())
            _ = window
            try stack.setRows(Self.described(sections: 200))   // 2,200 rows, 46,000 points
            UIKitDouble.settle()
            // Row 1,105 is in section 100, whose header (row 1,100) starts 23,000 points down.
            stack.scrollToRow(id: 1_105, at: .start, animated: false)
            UIKitDouble.settle()
            let realized = stack.realizedRowIDs
            XCTAssertTrue(realized.contains(AnyHashable(1_100)), "the stuck header is made")
            XCTAssertFalse(realized.contains(AnyHashable(0)), "far rows are not")
            let top = Self.visibleTop(stack)
            let header = try XCTUnwrap(stack.row(id: 1_100))
            let target = try XCTUnwrap(stack.row(id: 1_105))
            XCTAssertEqual(header.frame.minY, top, "the header is stuck at the top")
            XCTAssertEqual(target.frame.minY, top + 30, "the row rests just below it")
            // A description without .pinned() unpins the row, made or not.
            try stack.setRows((0 ..< 2_200).map { id in .view(id: id, estimatedSize: id % 11 == 0 ? 30 : 20, make: { block(id % 11 == 0 ? 30 : 20) }).separatorHidden() })
            UIKitDouble.settle()
            XCTAssertFalse(header.isPinned)
            XCTAssertEqual(header.frame.minY, 23_000)
            HostTests.assertNoFailures()
        }
    }
}

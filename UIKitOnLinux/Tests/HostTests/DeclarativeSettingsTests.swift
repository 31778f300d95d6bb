// Tests of the settings a row description carries (insets, padding, separator, background, tap):
// applied on every update, to made rows through their views and to rows a lazy stack has not made
// through the engine, and kept by a view made again. Frames rest on the double's layout pass and
// toy constraint solver (ASSUMPTIONs, as in HostTests); the taps on its touch delivery (ASSUMPTION;
// T1 settles it on a device).

import ScrollStackUIKit
import UIKit
import XCTest

final class DeclarativeSettingsTests: XCTestCase {
    /// A description of a 44-point block row with every setting a description can carry.
    @MainActor static func described(_ id: Int, taps: @escaping @MainActor (Int) -> Void) -> ScrollStackRowDescription {
        ScrollStackRowDescription.view(id: id, estimatedSize: 44, make: { block(44) })
            .rowInsets(UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
            .rowPadding(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            .separatorHidden()
            .separatorInsets(UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
            .rowBackgroundColor(.red)
            .onTap { _ in taps(id) }
    }

    /// A lazy stack on screen with 1,000 rows described by ``described(_:taps:)``, laid out.
    @MainActor static func lazyStackOfDescribedRows(taps: @escaping @MainActor (Int) -> Void) throws
        -> (stack: LazyScrollStackView, window: UIWindow) {
        let (stack, _, window) = HostTests.onScreen(LazyScrollStackView())
        try stack.setRows((0 ..< 1000).map { described($0, taps: taps) })
        UIKitDouble.settle()
        return (stack, window)
    }

    func testAnEagerStackGivesMadeRowsTheirDescriptionsSettings() throws {
        try MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(ScrollStack())
            _ = window
            var tapped: [Int] = []
            try stack.setRows((0 ..< 3).map { Self.described($0) { tapped.append($0) } })
            UIKitDouble.settle()
            let row = try XCTUnwrap(stack.rows.first)
            XCTAssertEqual(row.rowInsets, UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
            XCTAssertEqual(row.rowPadding, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertTrue(row.isSeparatorHidden)
            XCTAssertTrue(stack.rows.allSatisfy { $0.separatorView.isHidden }, "the separators are not drawn")
            XCTAssertEqual(row.separatorInsets, UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
            XCTAssertEqual(row.rowBackgroundColor, .red)
            // 4 + 1 above, 44 of content, 3 + 6 below, no separator: 58 points a row.
            XCTAssertEqual(stack.rows.map(\.frame.height), [58, 58, 58])
            XCTAssertEqual(row.contentView.frame, CGRect(x: 32, y: 5, width: 390 - 32 - 14, height: 44))
            UIKitDouble.tap(stack.rows[1].contentView)
            XCTAssertEqual(tapped, [1])

            // An update that leaves the settings out leaves them as they are; a new handler
            // replaces the old one.
            try stack.setRows((0 ..< 3).map { id in
                .view(id: id, estimatedSize: 44, make: { block(44) }).onTap { _ in tapped.append(100 + id) }
            })
            UIKitDouble.settle()
            XCTAssertEqual(stack.rows[1].rowInsets, UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
            XCTAssertEqual(stack.rows.map(\.frame.height), [58, 58, 58])
            UIKitDouble.tap(stack.rows[1].contentView)
            XCTAssertEqual(tapped, [1, 101])

            // A changed setting is applied to the row on screen.
            try stack.setRows((0 ..< 3).map { id in
                .view(id: id, estimatedSize: 44, make: { block(44) }).rowInsets(.zero).separatorHidden(false)
            })
            UIKitDouble.settle()
            XCTAssertEqual(stack.rows[0].rowInsets, .zero)
            XCTAssertFalse(stack.rows[0].isSeparatorHidden)
            XCTAssertFalse(stack.rows[0].separatorView.isHidden, "the separator is drawn again")
            XCTAssertEqual(stack.rows[0].frame.height, 1 + 44 + 3, "padding kept (the separator lies over the row)")
            HostTests.assertNoFailures()
        }
    }

    func testALazyStackLaysOutRowsItHasNotMadeWithTheirSettingsAndItsViewsTakeThem() throws {
        try MainActor.assumeIsolated {
            var tapped: [Int] = []
            let (stack, window) = try Self.lazyStackOfDescribedRows { tapped.append($0) }
            _ = window
            let realized = Set(stack.realizedRowIDs.compactMap { $0 as? Int })
            XCTAssertFalse(realized.contains(900))
            // Every row, made or not, is laid out at 58 points (5 + 44 + 9), not the 44 + 24 + 1 a
            // row without the settings would take once measured.
            XCTAssertEqual(stack.contentSize.height, 58 * 1000)

            stack.scrollToRow(id: 900, at: .start, animated: false)
            XCTAssertTrue(stack.containsRow(id: 900))
            UIKitDouble.settle()
            let view = try XCTUnwrap(stack.madeRow(declared: 900)?.contentView)
            let row = try XCTUnwrap(view.superview as? ScrollStackRow)
            XCTAssertEqual(row.rowInsets, UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
            XCTAssertTrue(row.isSeparatorHidden)
            XCTAssertEqual(row.rowBackgroundColor, .red)
            XCTAssertEqual(row.frame.minY, 58 * 900)
            UIKitDouble.tap(view)
            XCTAssertEqual(tapped, [900])

            // Scrolled away, the row's view is let go; made again, it shows the same settings, and
            // a setting the app changes on the new view keeps the others.
            UIKitDouble.drag(stack, to: CGPoint(x: 0, y: 0))
            XCTAssertNil(stack.madeRow(declared: 900)?.contentView)
            stack.scrollToRow(id: 900, at: .start, animated: false)
            XCTAssertTrue(stack.containsRow(id: 900))
            UIKitDouble.settle()
            let again = try XCTUnwrap(stack.madeRow(declared: 900))
            XCTAssertFalse(again === row)
            XCTAssertEqual(again.rowInsets, UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
            XCTAssertEqual(again.rowBackgroundColor, .red)
            again.rowPadding = .zero
            UIKitDouble.settle()
            XCTAssertEqual(again.rowInsets, UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
            XCTAssertEqual(again.frame.height, 4 + 44 + 6)
            UIKitDouble.tap(again.contentView)
            XCTAssertEqual(tapped, [900, 900])
            HostTests.assertNoFailures()
        }
    }

    func testALaterUpdateReachesRowsNotMadeAndViewsMadeAgainKeepWhatTheRowChose() throws {
        try MainActor.assumeIsolated {
            var tapped: [Int] = []
            let (stack, window) = try Self.lazyStackOfDescribedRows { tapped.append($0) }
            _ = window
            XCTAssertEqual(stack.contentSize.height, 58 * 1000)
            // New insets for every row, most of them not made: the layout follows at once.
            try stack.setRows((0 ..< 1000).map { id in
                .view(id: id, estimatedSize: 44, make: { block(44) }).rowInsets(UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
            })
            UIKitDouble.settle()
            XCTAssertEqual(stack.contentSize.height, (10 + 1 + 44 + 3 + 10) * 1000)

            // Row 900 is made with the new insets and keeps the background and tap handler the
            // first update gave it (the second left them out).
            stack.scrollToRow(id: 900, at: .start, animated: false)
            XCTAssertTrue(stack.containsRow(id: 900))
            UIKitDouble.settle()
            let row = try XCTUnwrap(stack.madeRow(declared: 900))
            XCTAssertEqual(row.rowInsets, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
            XCTAssertEqual(row.rowBackgroundColor, .red)
            UIKitDouble.tap(row.contentView)
            XCTAssertEqual(tapped, [900])

            // What the app sets on a made row's view is kept for the view made next time.
            row.rowBackgroundColor = .systemBlue
            row.onTap = { _ in tapped.append(-900) }
            UIKitDouble.drag(stack, to: CGPoint(x: 0, y: 0))
            XCTAssertNil(stack.madeRow(declared: 900)?.contentView)
            stack.scrollToRow(id: 900, at: .start, animated: false)
            XCTAssertTrue(stack.containsRow(id: 900))
            UIKitDouble.settle()
            let again = try XCTUnwrap(stack.madeRow(declared: 900))
            XCTAssertFalse(again === row)
            XCTAssertEqual(again.rowBackgroundColor, .systemBlue)
            XCTAssertEqual(again.backgroundColor, .systemBlue, "the view is painted with it")
            UIKitDouble.tap(again.contentView)
            XCTAssertEqual(tapped, [900, -900])
            HostTests.assertNoFailures()
        }
    }

    func testSeparatorHidingContentInADescriptionRowHidesItsSeparator() throws {
        try MainActor.assumeIsolated {
            final class Quiet: UIView, SeparatorHiding {}
            let (stack, _, window) = HostTests.onScreen(ScrollStack())
            _ = window
            try stack.setRows([
                .view(id: "quiet", make: { () -> UIView in
                    let view = Quiet()
                    view.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    return view
                }),
                .view(id: "plain", make: { block(44) }),
            ])
            UIKitDouble.settle()
            XCTAssertTrue(stack.rows[0].isSeparatorHidden)
            XCTAssertTrue(stack.rows[0].separatorView.isHidden, "SeparatorHiding content draws no separator")
            XCTAssertFalse(stack.rows[1].separatorView.isHidden)
            HostTests.assertNoFailures()
        }
    }

    func testAloeTapHandlerIsKeptForAViewALazyStackMakesAgain() throws {
        try MainActor.assumeIsolated {
            let (stack, _, window) = HostTests.onScreen(AloeStackView())
            _ = window
            stack.realization = .lazy(overscan: nil)
            try stack.setRows((0 ..< 300).map { id in .view(id: id, estimatedSize: 44, make: { () -> UILabel in
                let label = UILabel()
                label.heightAnchor.constraint(equalToConstant: 44).isActive = true
                label.isUserInteractionEnabled = true
                return label
            }) })
            UIKitDouble.settle()
            let first = try XCTUnwrap(stack.madeRow(declared: 0)?.contentView as? UILabel)
            var taps: [UILabel] = []
            stack.setTapHandler(forRow: first) { label in taps.append(label) }
            UIKitDouble.tap(first)
            XCTAssertEqual(taps.count, 1)
            // Scrolled far away, row 0's view is let go; made again, the handler is still there and
            // gets the new view.
            stack.scrollToRow(id: 250, at: .start, animated: false)
            UIKitDouble.settle()
            XCTAssertNil(stack.madeRow(declared: 0))
            stack.scrollToTop(animated: false)
            UIKitDouble.settle()
            let again = try XCTUnwrap(stack.madeRow(declared: 0)?.contentView as? UILabel)
            XCTAssertFalse(again === first)
            UIKitDouble.tap(again)
            XCTAssertEqual(taps.count, 2)
            XCTAssertTrue(taps.last === again)
            HostTests.assertNoFailures()
        }
    }

    /// A lazy AloeStackView whose rows its class styles in `cellForRow`.
    final class StyledStack: AloeStackView {
        override func cellForRow(_ row: UIView) -> StackViewCell {
            let cell = super.cellForRow(row)
            cell.rowBackgroundColor = .gray
            cell.onTap = { _ in StyledStack.taps += 1 }
            return cell
        }
        nonisolated(unsafe) static var taps = 0
    }

    func testWhatARowClassGivesItsRowsStaysUnlessTheDescriptionSaysOtherwise() throws {
        try MainActor.assumeIsolated {
            StyledStack.taps = 0
            let (stack, _, window) = HostTests.onScreen(StyledStack())
            _ = window
            stack.realization = .lazy(overscan: nil)
            try stack.setRows([
                .view(id: "styled", make: { block(44) }),
                .view(id: "red", make: { block(44) }).rowBackgroundColor(.red),
            ])
            UIKitDouble.settle()
            let styled = try XCTUnwrap(stack.madeRow(declared: "styled"))
            let red = try XCTUnwrap(stack.madeRow(declared: "red"))
            XCTAssertEqual(styled.backgroundColor, .gray, "cellForRow's colour stays where the description sets none")
            XCTAssertEqual(red.backgroundColor, .red)
            UIKitDouble.tap(styled.contentView)
            XCTAssertEqual(StyledStack.taps, 1, "cellForRow's tap handler stays")
            HostTests.assertNoFailures()
        }
    }
}

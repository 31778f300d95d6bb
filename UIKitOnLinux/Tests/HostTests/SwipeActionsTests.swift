// Tests of swipe actions on the UIKit host, driven by the double's scripted fingers: opening, a full
// swipe, one open row, what closes it, VoiceOver's custom actions, right to left, lazy and declared
// rows, and random swipes compared with the engine's RowSwipe fed the same fingers. Every result
// here rests on the double's ASSUMPTIONs about pans (when one begins, its translation and velocity,
// that it takes the touch from the scroll view); SW1–SW3 on a device settle them.

import ScrollStackCore
import ScrollStackUIKit
import UIKit
import XCTest

final class SwipeActionsTests: XCTestCase {
    /// The double's width of an action button: its title at 8 points a character plus 16, with 16
    /// on each side, never under 74 (SwipeActionViews).
    private static func width(_ title: String) -> Double { max(74, Double(title.count * 8 + 16 + 32)) }

    /// A stack in a 390×844 window with `count` rows 100 high.
    @MainActor private static func makeStack(rows count: Int, _ stack: ScrollStackView = ScrollStackView())
        -> (ScrollStackView, UIWindow, [UIView]) {
        let views = (0 ..< count).map { _ in
            let view = UIView()
            view.heightAnchor.constraint(equalToConstant: 100).isActive = true
            return view
        }
        let (stack, _, window) = HostTests.onScreen(stack, rows: views)
        return (stack, window, views)
    }

    /// Runs `body` on the main actor with a stack of `rows` rows 100 high in a 390×844 window (kept
    /// until it returns) and a fresh log, then checks the double recorded no contract violation.
    private func onStack(rows count: Int, _ stack: @autoclosure @MainActor () -> ScrollStackView = ScrollStackView(),
                         _ body: @MainActor (ScrollStackView, [UIView], Log) throws -> Void) rethrows {
        try MainActor.assumeIsolated {
            let (stack, window, views) = Self.makeStack(rows: count, stack())
            try withExtendedLifetime(window) { try body(stack, views, Log()) }
            HostTests.assertNoFailures()
        }
    }

    /// A finger down in the middle of `view`, moved `dx` points sideways (and `dy` down) in `steps`
    /// frames, then lifted (its speed at the end: the last step over one frame).
    @MainActor private static func drag(_ view: UIView, at point: CGPoint? = nil, dx: CGFloat, dy: CGFloat = 0, steps: Int = 20) {
        let start = view.convert(point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let path = (1 ... steps).map { CGPoint(x: start.x + dx * CGFloat($0) / CGFloat(steps),
                                               y: start.y + dy * CGFloat($0) / CGFloat(steps)) }
        UIKitDouble.press(view, at: point, holding: 0, movingThrough: path)
    }

    @MainActor private static func buttons(in row: ScrollStackRow) -> [UIButton] {
        row.subviews.compactMap { $0 as? UIButton }
    }

    /// Actions that record what ran; `finish` says how each handler calls its completion.
    @MainActor private final class Log {
        var ran: [String] = []
        var completions: [@MainActor (Bool) -> Void] = []
        var finishesAtOnce = true
        func action(_ title: String, _ style: ScrollStackRowAction.Style = .normal,
                    then extra: (@MainActor (ScrollStackRow) -> Void)? = nil) -> ScrollStackRowAction {
            ScrollStackRowAction(style: style, title: title) { [unowned self] action, row, completion in
                ran.append(action.title)
                extra?(row)
                if finishesAtOnce { completion(true) } else { completions.append(completion) }
            }
        }
    }

    func testASwipeOpensTheRowAndAButtonRunsItsActionOnce() {
        onStack(rows: 3) { stack, views, log in
        log.finishesAtOnce = false
        let row = stack.rows[1]
        row.trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete", .destructive), log.action("Archive")])
        Self.drag(views[1], dx: -100)
        XCTAssertTrue(stack.swipedRow === row)
        XCTAssertEqual(row.contentView.transform.tx, -CGFloat(Self.width("Delete") + Self.width("Archive")),
                       "flung past half the actions' width, the row opens to show them all")
        let buttons = Self.buttons(in: row)
        XCTAssertEqual(buttons.map(\.currentTitle), ["Delete", "Archive"])
        guard buttons.count == 2 else { return XCTFail("two buttons") }
        XCTAssertEqual(buttons[0].frame, CGRect(x: 390 - Self.width("Delete"), y: 0, width: Self.width("Delete"), height: row.bounds.height),
                       "the first action is nearest the edge")
        XCTAssertEqual(buttons[1].frame.maxX, buttons[0].frame.minX)
        XCTAssertEqual(buttons[0].backgroundColor?.cgColor, UIColor.systemRed.cgColor)
        XCTAssertEqual(buttons[1].backgroundColor?.cgColor, UIColor.systemGray.cgColor)
        XCTAssertTrue(row.clipsToBounds)

        UIKitDouble.tap(buttons[1])
        UIKitDouble.tap(buttons[1])
        XCTAssertEqual(log.ran, ["Archive"], "the row waits for its action: a second tap does nothing")
        XCTAssertTrue(stack.swipedRow === row, "the row stays open until the action finishes")
        guard let completion = log.completions.first else { return XCTFail("the action ran") }
        completion(true)
        completion(false)
        XCTAssertNil(stack.swipedRow)
        XCTAssertEqual(row.contentView.transform, .identity)
        UIKitDouble.advance(by: 0.5)
        XCTAssertEqual(Self.buttons(in: row).count, 0, "the buttons leave once the row has closed")
        XCTAssertTrue(row.clipsToBounds, "rows clip, as before the swipe")
        }
    }

    func testAFullSwipePerformsTheFirstActionWhichMayRemoveTheRow() {
        onStack(rows: 3) { stack, views, log in
        let row = stack.rows[0]
        row.trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete", .destructive) { stack.removeRow($0, animated: true) }])
        Self.drag(views[0], dx: -300)
        XCTAssertEqual(log.ran, ["Delete"])
        XCTAssertEqual(stack.rows.count, 2)
        XCTAssertFalse(stack.rows.contains { $0 === row })
        XCTAssertNil(stack.swipedRow)
        XCTAssertEqual(row.contentView.transform.tx, -390, "the removed row leaves as it is, swiped")
        UIKitDouble.advance(by: 1)
        XCTAssertEqual(row.contentView.transform, .identity, "taken down, its content is put back")
        XCTAssertEqual(Self.buttons(in: row).count, 0)
        XCTAssertEqual(stack.rows[0].contentView.transform, .identity)

        // Without a full swipe the content stops at the actions' width and a quarter beyond.
        let other = stack.rows[0]
        other.trailingSwipeActions = ScrollStackSwipeActions([log.action("Flag")], performsFirstActionWithFullSwipe: false)
        Self.drag(views[1], dx: -300)
        XCTAssertEqual(log.ran, ["Delete"], "no full swipe")
        XCTAssertTrue(stack.swipedRow === other)
        XCTAssertEqual(other.contentView.transform.tx, -CGFloat(Self.width("Flag")))
        }
    }

    func testOneRowOpensAtATimeAndAScrollATapOrAChangeClosesIt() {
        onStack(rows: 20) { stack, views, log in
        for row in stack.rows { row.trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete")]) }
        var taps = 0
        stack.rows[2].onTap = { _ in taps += 1 }
        Self.drag(views[0], dx: -120)
        XCTAssertTrue(stack.swipedRow === stack.rows[0])
        Self.drag(views[1], dx: -120)
        XCTAssertTrue(stack.swipedRow === stack.rows[1], "swiping another row closes the first")
        XCTAssertEqual(stack.rows[0].contentView.transform, .identity)

        UIKitDouble.tap(views[2])
        XCTAssertNil(stack.swipedRow, "a tap elsewhere closes the open row")
        XCTAssertEqual(taps, 0, "and does not reach the row tapped")
        UIKitDouble.tap(views[2])
        XCTAssertEqual(taps, 1, "with no row open, taps reach rows again")

        Self.drag(views[3], dx: -120)
        XCTAssertTrue(stack.swipedRow === stack.rows[3])
        // Mostly up, a little sideways, on a row with actions: a scroll, not a swipe.
        Self.drag(views[5], dx: -60, dy: -200)
        XCTAssertGreaterThan(stack.contentOffset.y, 0)
        XCTAssertNil(stack.swipedRow, "a scroll closes the open row")
        XCTAssertEqual(stack.rows[5].contentView.transform, .identity)
        XCTAssertEqual(log.ran, [])

        Self.drag(views[6], dx: -120)
        stack.rows[6].trailingSwipeActions = ScrollStackSwipeActions([log.action("Other")])
        XCTAssertNil(stack.swipedRow, "actions that look different close the row")
        UIKitDouble.advance(by: 0.5)
        XCTAssertEqual(Self.buttons(in: stack.rows[6]).count, 0)
        XCTAssertEqual(stack.rows[6].contentView.transform, .identity)

        Self.drag(views[7], dx: -120)
        stack.setRowHidden(views[7], isHidden: true)
        XCTAssertEqual(stack.rows[7].contentView.transform, .identity, "a row hidden closes at once")
        XCTAssertEqual(Self.buttons(in: stack.rows[7]).count, 0)
        UIKitDouble.settle()
        XCTAssertNil(stack.swipedRow, "a hidden row closes")
        Self.drag(views[8], dx: -120)
        stack.closeSwipeActions(animated: false)
        XCTAssertNil(stack.swipedRow)
        XCTAssertEqual(stack.rows[8].contentView.transform, .identity)
        }
    }

    func testClosingAnimationsFinishAndARowSwipedAgainKeepsItsContentMoved() {
        onStack(rows: 20) { stack, views, log in
        for row in stack.rows { row.trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete")]) }
        let open = -CGFloat(Self.width("Delete"))
        Self.drag(views[0], dx: -120)
        UIKitDouble.tap(views[3])
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        XCTAssertEqual(Self.buttons(in: stack.rows[0]).count, 1, "a layout pass does not cut the closing animation short")
        UIKitDouble.advance(by: 0.5)
        XCTAssertEqual(Self.buttons(in: stack.rows[0]).count, 0)

        // Row 0 open, row 1 swiped (row 0 closing), row 0 swiped again before that ends.
        Self.drag(views[0], dx: -120, steps: 3)
        Self.drag(views[1], dx: -120, steps: 3)
        Self.drag(views[0], dx: -120, steps: 3)
        UIKitDouble.advance(by: 0.5)
        XCTAssertTrue(stack.swipedRow === stack.rows[0])
        XCTAssertEqual(stack.rows[0].contentView.transform.tx, open, "the first close's end leaves the row swiped again alone")
        XCTAssertEqual(Self.buttons(in: stack.rows[0]).count, 1)
        XCTAssertEqual(stack.rows[1].contentView.transform, .identity)
        XCTAssertEqual(Self.buttons(in: stack.rows[1]).count, 0)

        // Your code scrolling (or the keyboard) leaves the row open; the user scrolling closes it.
        stack.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        UIKitDouble.settle()
        XCTAssertTrue(stack.swipedRow === stack.rows[0])
        }
    }

    func testADeclarativeUpdateRepeatingTheActionsKeepsTheRowOpenWithTheNewHandlers() throws {
        try onStack(rows: 0) { stack, _, log in
        @MainActor func render(_ title: String, handler: String) throws {
            try stack.setRows((0 ..< 3).map { index in
                .view(id: index) { UILabel() } update: { $0.text = "Row \(index)" }
                    .swipeActions(trailing: ScrollStackSwipeActions([log.action(title) { _ in log.ran.append(handler) }]))
            })
            UIKitDouble.settle()
        }
        try render("Delete", handler: "first")
        guard let row = stack.row(id: 1) else { return XCTFail("row 1 is made") }
        Self.drag(row.contentView, dx: -120)
        try render("Delete", handler: "second")
        XCTAssertTrue(stack.swipedRow === row, "the same-looking actions keep the row open")
        guard let button = Self.buttons(in: row).first else { return XCTFail("the open row keeps its button") }
        UIKitDouble.tap(button)
        XCTAssertEqual(log.ran, ["Delete", "second"], "the button runs the newest handler")
        Self.drag(row.contentView, dx: -120)
        try render("Remove", handler: "third")
        XCTAssertNil(stack.swipedRow, "actions that look different close the row")
        }
    }

    func testALateCompletionLeavesARowSwipedAgainOpen() {
        onStack(rows: 2) { stack, views, log in
        log.finishesAtOnce = false
        stack.rows[0].trailingSwipeActions = ScrollStackSwipeActions([log.action("Archive")])
        Self.drag(views[0], dx: -120)
        guard let button = Self.buttons(in: stack.rows[0]).first else { return XCTFail("the row opened") }
        UIKitDouble.tap(button)
        Self.drag(views[0], dx: 100)
        XCTAssertNil(stack.swipedRow, "the user closed the row while its action ran")
        Self.drag(views[0], dx: -120)
        XCTAssertTrue(stack.swipedRow === stack.rows[0])
        log.completions.first?(true)
        XCTAssertTrue(stack.swipedRow === stack.rows[0], "the action's late completion leaves the new swipe alone")
        }
    }

    func testOnlySidewaysDragsTowardAnEdgeWithActionsMoveARow() {
        onStack(rows: 3) { stack, views, log in
        XCTAssertFalse(stack.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } ?? false,
                       "a stack without swipe actions adds no recognizer")
        stack.rows[0].trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete")])
        Self.drag(views[0], dx: 150)
        XCTAssertNil(stack.swipedRow, "no leading actions: a swipe to the right does nothing")
        Self.drag(views[0], dx: -30, dy: 120)
        XCTAssertNil(stack.swipedRow, "a drag more down than sideways is not a swipe")
        Self.drag(views[0], dx: -30, steps: 20)
        XCTAssertNil(stack.swipedRow, "a short slow drag closes again")
        XCTAssertEqual(stack.rows[0].contentView.transform, .identity)

        // A carousel in a row keeps its sideways drags.
        let carousel = UIScrollView()
        carousel.heightAnchor.constraint(equalToConstant: 100).isActive = true
        stack.addRow(carousel)
        UIKitDouble.settle()
        carousel.contentSize = CGSize(width: 2000, height: 100)
        stack.rows[3].trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete")])
        Self.drag(carousel, dx: -150)
        XCTAssertNil(stack.swipedRow, "a drag on a scroll view that scrolls sideways is its own")
        XCTAssertGreaterThan(carousel.contentOffset.x, 0)

        let horizontal = ScrollStackView()
        let (sideways, _, _) = HostTests.onScreen(horizontal, rows: [UIView()])
        sideways.axis = .horizontal
        sideways.rows[0].trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete")])
        UIKitDouble.settle()
        Self.drag(sideways.rows[0].contentView, dx: -150)
        XCTAssertNil(sideways.swipedRow, "a horizontal stack's rows do not swipe")
        XCTAssertEqual(log.ran, [])
        }
    }

    func testRightToLeftTheLeadingActionsAreOnTheRight() {
        onStack(rows: 2) { stack, views, log in
        stack.semanticContentAttribute = .forceRightToLeft
        stack.setNeedsLayout()
        UIKitDouble.settle()
        stack.rows[0].leadingSwipeActions = ScrollStackSwipeActions([log.action("Pin")])
        Self.drag(views[0], dx: 150)
        XCTAssertNil(stack.swipedRow, "right to left, the leading edge is on the right")
        Self.drag(views[0], dx: -120)
        XCTAssertTrue(stack.swipedRow === stack.rows[0])
        XCTAssertEqual(Self.buttons(in: stack.rows[0]).first?.frame.maxX, 390)
        }
    }

    func testVoiceOverOffersEveryActionAndKeepsTheAppsOwn() {
        onStack(rows: 2) { stack, _, log in
        let row = stack.rows[0]
        let own = UIAccessibilityCustomAction(name: "Share") { _ in true }
        row.accessibilityCustomActions = [own]
        row.leadingSwipeActions = ScrollStackSwipeActions([log.action("Pin")])
        row.trailingSwipeActions = ScrollStackSwipeActions([log.action("Delete"), log.action("Archive")])
        XCTAssertEqual(row.accessibilityCustomActions?.map(\.name), ["Share", "Pin", "Delete", "Archive"])
        XCTAssertTrue(row.accessibilityCustomActions?.first === own)
        row.accessibilityCustomActions?[2].doublePerform()
        XCTAssertEqual(log.ran, ["Delete"])
        XCTAssertNil(stack.swipedRow, "the action runs without opening the row")
        row.trailingSwipeActions = nil
        XCTAssertEqual(row.accessibilityCustomActions?.map(\.name), ["Share", "Pin"])
        }
    }

    func testLazyAndDeclaredRowsKeepTheirActions() throws {
        try onStack(rows: 0, LazyScrollStackView()) { stack, _, log in
        try stack.setRows((0 ..< 200).map { index in
            .view(id: index) { UILabel() } update: { $0.text = "Row \(index)" }
                .swipeActions(trailing: ScrollStackSwipeActions([log.action("Delete \(index)")]))
        })
        UIKitDouble.settle()
        guard let first = stack.row(id: 0) else { return XCTFail("row 0 is made") }
        Self.drag(first.contentView, dx: -120)
        XCTAssertTrue(stack.swipedRow === first)
        stack.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        UIKitDouble.settle()
        XCTAssertNil(stack.swipedRow, "scrolled far away, the row closed")
        stack.setContentOffset(.zero, animated: false)
        UIKitDouble.settle()
        guard let again = stack.row(id: 0) else { return XCTFail("row 0 is made again") }
        XCTAssertEqual(again.trailingSwipeActions?.actions.map(\.title), ["Delete 0"])
        XCTAssertEqual(again.contentView.transform, .identity)
        Self.drag(again.contentView, dx: -300)
        XCTAssertEqual(log.ran, ["Delete 0"])
        }
    }

    /// Random swipes over rows with random actions, full-swipe settings and reading direction; after
    /// every gesture the open row and its content's offset are the engine's RowSwipe's fed the same
    /// finger (begin, the whole translation, the last frame's speed), and a performed action ran.
    func testRandomSwipesFollowTheEngine() {
        MainActor.assumeIsolated {
            for seed in 1 ... 6 as ClosedRange<UInt64> {
                var random = XorShift(state: seed &* 0x9E37_79B9_7F4A_7C15)
                let (stack, window, _) = Self.makeStack(rows: 5)
                _ = window
                let rightToLeft = random.next() % 2 == 0
                if rightToLeft {
                    stack.semanticContentAttribute = .forceRightToLeft
                    stack.setNeedsLayout()
                    UIKitDouble.settle()
                }
                let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
                let log = Log()
                var geometry: [(leading: SwipeEdgeActions, trailing: SwipeEdgeActions)] = []
                for (index, row) in stack.rows.enumerated() {
                    @MainActor func edge(_ name: String) -> (ScrollStackSwipeActions?, SwipeEdgeActions) {
                        let count = Int(random.next() % 3), full = random.next() % 3 != 0
                        guard count > 0 else { return (nil, .none) }
                        let titles = (0 ..< count).map { "\(name)\(index)-\($0)" + String(repeating: "x", count: Int(random.next() % 6)) }
                        return (ScrollStackSwipeActions(titles.map { log.action($0) }, performsFirstActionWithFullSwipe: full),
                                SwipeEdgeActions(widths: titles.map(Self.width), allowsFullSwipe: full))
                    }
                    let (leading, leadingModel) = edge("L"), (trailing, trailingModel) = edge("T")
                    row.leadingSwipeActions = leading
                    row.trailingSwipeActions = trailing
                    geometry.append((leadingModel, trailingModel))
                }
                var model = RowSwipe()
                var engine = StackEngine()
                let ids = engine.append(contentsOf: Array(repeating: RowSpec(), count: 5))
                for step in 0 ..< 40 {
                    let index = Int(random.next() % 5)
                    let steps = 2 + Int(random.next() % 20)
                    let dx = CGFloat(Int(random.next() % 461) - 230)
                    let openRow = stack.swipedRow.flatMap { open in stack.rows.firstIndex { $0 === open } }
                    let ran = log.ran.count
                    // The finger comes down on the content, clear of the open row's buttons.
                    let open = model.row == ids[index] ? model.offset : 0
                    let x = open > 0 ? open + (390 - open) / 2 : (390 + open) / 2
                    let row = stack.rows[index]
                    Self.drag(row, at: CGPoint(x: x, y: row.bounds.midY), dx: dx, steps: steps)
                    UIKitDouble.advance(by: 0.5)
                    // What the engine says for the same finger.
                    let lastStep = Double(dx) / Double(steps)
                    let began: Bool = {
                        guard abs(dx) > 10 else { return false }
                        if openRow == index { return true }
                        guard let edge = SwipeEdge.uncovered(byMoving: Double(dx), in: direction) else { return false }
                        return !(edge == .leading ? geometry[index].leading : geometry[index].trailing).widths.isEmpty
                    }()
                    var performed = false
                    if began {
                        _ = model.begin(ids[index], leading: geometry[index].leading, trailing: geometry[index].trailing,
                                        rowWidth: 390, direction: direction)
                        model.move(by: Double(dx))
                        if case .performed = model.end(velocity: lastStep * 60) {
                            performed = true
                            model.close()
                        }
                    } else if abs(dx) <= 10 && openRow != nil {
                        model.close()  // a tap (the finger barely moved) closes the open row
                    }
                    let context = "seed \(seed) step \(step): row \(index) dx \(dx) in \(steps) frames"
                    XCTAssertEqual(log.ran.count - ran, performed ? 1 : 0, context)
                    let expected = model.row.map { id in ids.firstIndex(of: id)! }
                    let shown = stack.swipedRow.flatMap { open in stack.rows.firstIndex { $0 === open } }
                    XCTAssertEqual(shown, expected, context)
                    for (position, row) in stack.rows.enumerated() {
                        let offset = position == expected ? model.offset : 0
                        XCTAssertEqual(Double(row.contentView.transform.tx), offset, accuracy: 0.001, context)
                    }
                }
                HostTests.assertNoFailures()
            }
        }
    }
}

/// A seeded stream of numbers (Marsaglia's xorshift), so a failing seed replays.
private struct XorShift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

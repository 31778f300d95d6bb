// Tests of the host's touch handling driven by the double's scripted fingers: row taps and highlights,
// drag to reorder (lift, follow, auto-scroll, drop, refusals) and a canary of the double's scrolling.
// Every result here rests on the double's ASSUMPTIONs about touch delivery (which recognizer
// recognizes, the scroll view's touch-down delay, text input starting to edit); F14 and F18 on a
// device settle them. The host's own decisions (what a tap, a drag or a swipe asks for) are Core's.

import ScrollStackUIKit
import UIKit
import XCTest

/// Content that counts taps (AloeStackView's `Tappable`) and records its highlight calls.
final class TouchContent: UIView, Tappable, ScrollStackRowHighlightable {
    var taps = 0
    var highlights: [Bool] = []
    var isHighlightable: Bool { true }
    func didTapView() { taps += 1 }
    func setIsHighlighted(_ isHighlighted: Bool) { highlights.append(isHighlighted) }
}

/// A view that records the touch phases it receives.
final class TouchRecorder: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

/// Content that takes the default highlight (the row's background colour).
final class DefaultHighlightContent: UIView, ScrollStackRowHighlightable {}

/// Records what a reorder delegate is asked and told.
final class ReorderLog: ScrollStackReorderDelegate {
    var allowLift = true
    var refused: Set<Int> = []
    var lifts = 0
    var asked: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    func scrollStackView(_ stack: ScrollStackView, canMoveRow row: ScrollStackRow) -> Bool {
        lifts += 1
        return allowLift
    }
    func scrollStackView(_ stack: ScrollStackView, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool {
        asked.append(destination)
        return !refused.contains(destination)
    }
    func scrollStackView(_ stack: ScrollStackView, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {
        moves.append((source, destination))
    }
}

/// Counts a button's actions.
final class ButtonTarget: NSObject {
    var hits = 0
    func hit() { hits += 1 }
}


final class TouchTests: XCTestCase {
    /// A stack filling a 390×844 window, with `count` rows `length` points long.
    @MainActor private static func makeStack(rows count: Int, length: CGFloat = 100, axis: NSLayoutConstraint.Axis = .vertical,
                                             aloe: Bool = false) -> (ScrollStackView, UIWindow, [UIView]) {
        UIKitDouble.reset()
        let controller = UIViewController()
        let window = HostTests.show(controller)
        let stack = aloe ? AloeStackView(frame: controller.view.bounds) : ScrollStackView(frame: controller.view.bounds)
        stack.axis = axis
        controller.view.addSubview(stack)
        let views = (0 ..< count).map { _ in
            let view = UIView()
            (axis == .vertical ? view.heightAnchor : view.widthAnchor).constraint(equalToConstant: length).isActive = true
            return view
        }
        stack.addRows(views)
        UIKitDouble.settle()
        return (stack, window, views)
    }

    // MARK: Taps and highlight

    func testTapsRunEachHandlerOnceAndLeaveControlsAndTextAlone() {
        MainActor.assumeIsolated {
            let (stack, window, views) = Self.makeStack(rows: 3, aloe: true)
            _ = window
            var onTaps = 0, handlerTaps: [UIView] = []
            stack.rows[0].onTap = { _ in onTaps += 1 }
            (stack as? AloeStackView)?.setTapHandler(forRow: views[1]) { view in handlerTaps.append(view) }
            XCTAssertTrue(UIKitDouble.tap(views[0]) === views[0])
            XCTAssertTrue(UIKitDouble.tap(views[1]) === views[1])
            XCTAssertEqual(onTaps, 1)
            XCTAssertEqual(handlerTaps.count, 1)
            XCTAssertTrue(handlerTaps.first === views[1], "the handler gets the content view")
            UIKitDouble.tap(views[2])
            XCTAssertEqual(onTaps + handlerTaps.count, 2, "a row without tap handling ignores taps")
            (stack as? AloeStackView)?.setTapHandler(forRow: views[1], handler: nil)
            UIKitDouble.tap(views[1])
            XCTAssertEqual(handlerTaps.count, 1, "a removed handler no longer runs")

            // Tappable content, and a button and a text view inside tappable rows.
            let tappable = TouchContent()
            tappable.heightAnchor.constraint(equalToConstant: 80).isActive = true
            let target = ButtonTarget()
            let button = UIButton(type: .system)
            button.setTitle("Press", for: .normal)
            button.addTarget(target, action: Selector(doubleNamed: "hit", target, { $0.hit }), for: .touchUpInside)
            let editor = UITextView()
            editor.heightAnchor.constraint(equalToConstant: 80).isActive = true
            stack.addRows([tappable, button, editor])
            UIKitDouble.settle()
            var controlRowTaps = 0
            for row in stack.rows.suffix(2) { row.onTap = { _ in controlRowTaps += 1 } }
            UIKitDouble.tap(tappable)
            UIKitDouble.tap(button)
            UIKitDouble.tap(editor)
            XCTAssertEqual(tappable.taps, 1)
            XCTAssertEqual(target.hits, 1, "the button keeps its tap")
            XCTAssertTrue(editor.isFirstResponder, "the text view starts editing")
            XCTAssertEqual(controlRowTaps, 0, "rows with a control or text under the finger do not fire")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testHighlightFollowsTheFingerAndEndsWithTheTouch() {
        MainActor.assumeIsolated {
            let (stack, window, _) = Self.makeStack(rows: 1)
            _ = window
            let content = TouchContent()
            content.heightAnchor.constraint(equalToConstant: 80).isActive = true
            let plain = DefaultHighlightContent()
            plain.heightAnchor.constraint(equalToConstant: 80).isActive = true
            stack.addRows([content, plain])
            UIKitDouble.settle()

            // No tap handling: a hold highlights once the scroll view lets the touch through, a
            // move off the row across the axis removes it, and a move back restores it.
            let finger = UIKitDouble.touchDown(on: content)!
            XCTAssertEqual(content.highlights, [], "the scroll view delays the touch-down")
            finger.hold(for: 0.2)
            XCTAssertEqual(content.highlights, [true])
            let centre = content.convert(CGPoint(x: content.bounds.midX, y: content.bounds.midY), to: nil)
            finger.move(to: CGPoint(x: centre.x + 300, y: centre.y))
            XCTAssertEqual(content.highlights, [true, false])
            finger.move(to: centre)
            finger.lift()
            XCTAssertEqual(content.highlights, [true, false, true, false])

            // A drag along the axis is the stack's scroll: the row loses the touch and its highlight.
            content.highlights = []
            let dragging = UIKitDouble.touchDown(on: content)!
            dragging.hold(for: 0.2)
            dragging.move(to: CGPoint(x: centre.x, y: centre.y + 40))
            XCTAssertEqual(content.highlights, [true, false], "the scroll cancels the row's touch")
            dragging.move(to: centre)
            dragging.lift()
            XCTAssertEqual(content.highlights, [true, false])
            XCTAssertEqual(content.taps, 0)

            // With tap handling, a quick tap is recognized while the scroll view still holds the
            // touch-down, which is then never delivered: the tap runs, with no highlight.
            content.highlights = []
            stack.rows[1].onTap = { _ in }
            UIKitDouble.tap(content)
            XCTAssertEqual(content.highlights, [])
            XCTAssertEqual(content.taps, 1)
            // Held past the delay first, the row shows its highlight until the tap takes the touch.
            let slow = UIKitDouble.touchDown(on: content)!
            slow.hold(for: 0.3)
            slow.lift()
            XCTAssertEqual(content.highlights, [true, false])
            XCTAssertEqual(content.taps, 2)

            // The default highlight: the row shows its highlight colour while touched.
            let row = stack.rows[2]
            row.rowHighlightColor = .red
            row.rowBackgroundColor = .systemBlue
            let held = UIKitDouble.touchDown(on: plain)!
            held.hold(for: 0.3)
            XCTAssertEqual(row.backgroundColor, .red)
            held.lift()
            UIKitDouble.advance(by: 0.5)
            XCTAssertEqual(row.backgroundColor, .systemBlue)
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    /// A canary of the double: a scroll view never scrolls out from under a control that tracks the
    /// finger (DOC: `canCancelContentTouches`, `touchesShouldCancel(in:)`), while a plain row's touch
    /// is cancelled by the scroll.
    func testTheDoubleLeavesAControlItsDragAndScrollsOverPlainContent() {
        MainActor.assumeIsolated {
            let (stack, window, views) = Self.makeStack(rows: 30, length: 60)
            _ = window
            final class TrackingButton: UIButton {
                var phases: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
                override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
            }
            let button = TrackingButton(type: .system)
            button.setTitle("Hold and drag", for: .normal)
            stack.insertRow(button, at: .before(views[0]))
            UIKitDouble.settle()
            let start = Self.centre(of: button)
            UIKitDouble.press(button, holding: 0.3, movingThrough: Self.path(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5))
            XCTAssertEqual(stack.contentOffset.y, 0, "the stack does not scroll under a tracking control")
            XCTAssertEqual(button.phases.first, "began")
            XCTAssertEqual(button.phases.last, "ended")
            XCTAssertFalse(button.phases.contains("cancelled"))
            let recorder = TouchRecorder()
            recorder.heightAnchor.constraint(equalToConstant: 60).isActive = true
            stack.insertRow(recorder, at: .before(views[0]))
            UIKitDouble.settle()
            let from = Self.centre(of: recorder)
            UIKitDouble.press(recorder, holding: 0.3, movingThrough: Self.path(from: from, to: CGPoint(x: from.x, y: from.y - 100), steps: 5))
            XCTAssertGreaterThan(stack.contentOffset.y, 50, "the stack scrolls under plain content")
            XCTAssertEqual(recorder.phases, ["began", "cancelled"])
            // A scroll view that may not cancel its content's touches does not scroll once they track.
            stack.canCancelContentTouches = false
            let offset = stack.contentOffset
            recorder.phases = []
            let again = Self.centre(of: recorder)
            UIKitDouble.press(recorder, holding: 0.3, movingThrough: Self.path(from: again, to: CGPoint(x: again.x, y: again.y - 100), steps: 5))
            XCTAssertEqual(stack.contentOffset, offset)
            XCTAssertEqual(recorder.phases.last, "ended")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    // MARK: Drag to reorder

    /// `steps` points evenly spaced from `from` (excluded) to `to` (window coordinates).
    @MainActor private static func path(from: CGPoint, to: CGPoint, steps: Int) -> [CGPoint] {
        (1 ... steps).map { step in
            let t = CGFloat(step) / CGFloat(steps)
            return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        }
    }

    @MainActor private static func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func testDragToReorderMovesTheRowWhereTheFingerDropsIt() {
        MainActor.assumeIsolated {
            for axis in [NSLayoutConstraint.Axis.vertical, .horizontal] {
                let (stack, window, views) = Self.makeStack(rows: 5, axis: axis)
                _ = window
                let log = ReorderLog()
                stack.reorderDelegate = log
                stack.allowsReordering = true
                let start = Self.centre(of: views[0])
                let end = axis == .vertical ? CGPoint(x: start.x, y: start.y + 260) : CGPoint(x: start.x + 260, y: start.y)
                let finger = UIKitDouble.touchDown(on: views[0])!
                finger.hold(for: 0.6)
                XCTAssertEqual(log.lifts, 1, "the long press lifts the row")
                XCTAssertEqual(stack.rows[0].alpha, 0, "the row hides under its snapshot")
                Self.path(from: start, to: end, steps: 12).forEach(finger.move(to:))
                finger.lift()
                UIKitDouble.advance(by: 1)
                let order = stack.rows.map { row in views.firstIndex { $0 === row.contentView }! }
                XCTAssertEqual(order, [1, 2, 0, 3, 4], "\(axis == .vertical ? "vertical" : "horizontal"): the row lands where the finger left it")
                XCTAssertEqual(log.moves.map(\.from), [0])
                XCTAssertEqual(log.moves.map(\.to), [2])
                XCTAssertEqual(log.asked.last, 2)
                XCTAssertTrue(stack.rows.allSatisfy { $0.alpha == 1 }, "every row shows again")
                XCTAssertEqual(stack.subviews.filter { !($0 is ScrollStackRow) && $0 !== stack.stackBackgroundView && $0.frame.height > 50 && $0.frame.width > 50 }.count, 0,
                               "the snapshot is gone")
                XCTAssertEqual(UIKitDouble.failures, [])
            }
        }
    }

    func testReorderRefusalsAndSwitchingItOff() {
        MainActor.assumeIsolated {
            let (stack, window, views) = Self.makeStack(rows: 4)
            _ = window
            let log = ReorderLog()
            stack.reorderDelegate = log
            let start = Self.centre(of: views[0])
            let down = CGPoint(x: start.x, y: start.y + 250)

            // Off by default: a long press does nothing.
            UIKitDouble.press(views[0], holding: 0.6, movingThrough: Self.path(from: start, to: down, steps: 5))
            XCTAssertEqual(log.lifts, 0)

            // The delegate refuses the lift.
            stack.allowsReordering = true
            log.allowLift = false
            UIKitDouble.press(views[0], holding: 0.6, movingThrough: Self.path(from: start, to: down, steps: 5))
            XCTAssertEqual(log.lifts, 1)
            XCTAssertTrue(stack.rows[0].contentView === views[0], "a refused lift moves nothing")

            // The delegate refuses every place but the row's own.
            log.allowLift = true
            log.refused = [1, 2, 3]
            UIKitDouble.press(views[0], holding: 0.6, movingThrough: Self.path(from: start, to: down, steps: 5))
            UIKitDouble.advance(by: 1)
            XCTAssertFalse(log.asked.isEmpty)
            XCTAssertTrue(stack.rows[0].contentView === views[0], "refused places are not taken")
            XCTAssertTrue(log.moves.isEmpty, "a drop where the drag began is not a move")

            // Switching reordering off mid-drag drops the row where it is.
            log.refused = []
            let finger = UIKitDouble.touchDown(on: views[0])!
            finger.hold(for: 0.6)
            Self.path(from: start, to: down, steps: 5).forEach(finger.move(to:))
            stack.allowsReordering = false
            XCTAssertEqual(log.moves.count, 1, "switching off ends the drag with its move")
            finger.lift()
            UIKitDouble.advance(by: 1)
            XCTAssertTrue(stack.rows.allSatisfy { $0.alpha == 1 })
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testALongPressInATextFieldNeverLiftsTheRow() {
        MainActor.assumeIsolated {
            let (stack, window, views) = Self.makeStack(rows: 2)
            _ = window
            let log = ReorderLog()
            stack.reorderDelegate = log
            stack.allowsReordering = true
            let field = UITextField()
            field.placeholder = "Touch and hold"
            stack.insertRow(field, at: .before(views[0]))
            UIKitDouble.settle()
            let start = Self.centre(of: field)
            UIKitDouble.press(field, holding: 1, movingThrough: Self.path(from: start, to: CGPoint(x: start.x, y: start.y + 150), steps: 4))
            XCTAssertEqual(log.lifts, 0, "the field keeps its long press")
            XCTAssertTrue(stack.rows[0].contentView === field)
            UIKitDouble.press(views[0], holding: 1)
            XCTAssertEqual(log.lifts, 1, "a long press elsewhere in the stack still lifts its row")
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }

    func testAFingerHeldNearTheEdgeScrollsAndCarriesTheRow() {
        MainActor.assumeIsolated {
            let (stack, window, views) = Self.makeStack(rows: 30, length: 80)
            _ = window
            let log = ReorderLog()
            stack.reorderDelegate = log
            stack.allowsReordering = true
            let start = Self.centre(of: views[1])
            let nearBottom = CGPoint(x: start.x, y: window.bounds.height - 10)
            let finger = UIKitDouble.touchDown(on: views[1])!
            finger.hold(for: 0.6)
            Self.path(from: start, to: nearBottom, steps: 10).forEach(finger.move(to:))
            let before = stack.contentOffset.y
            finger.hold(for: 1)
            XCTAssertGreaterThan(stack.contentOffset.y, before + 100, "the stack scrolls while the finger rests at the edge")
            finger.lift()
            UIKitDouble.advance(by: 1)
            guard log.moves.count == 1, let move = log.moves.first else { return XCTFail("one move, not \(log.moves.count)") }
            XCTAssertGreaterThan(move.to, 10, "the row travelled with the scroll")
            XCTAssertTrue(stack.rows[move.to].contentView === views[1])
            XCTAssertEqual(UIKitDouble.failures, [])
        }
    }
}

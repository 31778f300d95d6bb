#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of swipe actions that need a person's touch (what the UIKit test double's pan model
// guesses): SW1, a row swiped left and let go opens on its actions; SW2, a full swipe performs the
// first action once; SW3, a scroll closes an open row; SW4, VoiceOver offers the actions as the
// row's custom actions. Each waits twenty seconds for the touch, then reports NOT RUN.

/// A stack of 12 rows 80 points high; the first has a destructive "Delete" and an "Archive" on its
/// trailing edge, which record what ran (and remove the row, for Delete).
@MainActor
private final class SwipeScreen {
    let stack = ScrollStackView()
    let first = fixedLabel("Swipe me", height: 80)
    var ran: [String] = []

    init() {
        stack.addRows([first] + (1 ..< 12).map { fixedLabel("Row \($0)", height: 80) })
        stack.rows[0].trailingSwipeActions = ScrollStackSwipeActions([
            ScrollStackRowAction(style: .destructive, title: "Delete") { [unowned self] action, row, completion in
                ran.append(action.title)
                stack.removeRow(row, animated: true)
                completion(true)
            },
            ScrollStackRowAction(title: "Archive") { [unowned self] action, _, completion in
                ran.append(action.title)
                completion(true)
            },
        ])
    }

    var row: ScrollStackRow? { stack.row(first) }
    /// How far the first row's content is moved sideways.
    var offset: CGFloat { row?.contentView.transform.tx ?? 0 }
    /// The action buttons the first row shows, left to right.
    var buttons: [UIButton] { (row?.subviews ?? []).compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX } }
}

extension DeviceChecks {
    static var swipeChecks: [DeviceCheck] {
        [
            DeviceCheck("SW1", "A row swiped a third of the way to the left and let go",
                        proves: "a sideways drag on a vertical stack's row (not a scroll) moves its content; let go, the row rests open with both buttons side by side in the space it uncovered, Delete against the right edge",
                        needsATap: true) { stage in
                let screen = SwipeScreen()
                await stage.show(screen.stack)
                let resting = screen.stack.contentOffset.y
                stage.ask("Swipe the row \"Swipe me\" to the left, about a third of the screen, and let go.",
                          .drag(screen.first, seconds: 0, offset: CGPoint(x: -130, y: 0)))
                let opened = await stage.wait(upTo: 20) { screen.stack.swipedRow != nil && screen.buttons.count == 2 }
                _ = await stage.wait(upTo: 5) { screen.offset == -(screen.buttons.map(\.frame.width).reduce(0, +)) }
                await stage.settle(0.5)
                stage.instruction("")
                guard opened else { return CheckResult(outcome: .notRun, observed: "no swipe within 20 seconds") }
                let width = screen.row?.bounds.width ?? 0
                let buttons = screen.buttons
                let fits = buttons.count == 2 && buttons[1].frame.maxX == width && buttons[0].frame.maxX == buttons[1].frame.minX
                    && buttons[0].frame.minX == width + screen.offset
                return .expect(screen.stack.swipedRow === screen.row && fits && buttons.last?.currentTitle == "Delete"
                               && screen.stack.contentOffset.y == resting && screen.ran.isEmpty,
                               "offset \(screen.offset); buttons \(buttons.map { "\($0.currentTitle ?? "?") \($0.frame)" }); the list \(screen.stack.contentOffset.y == resting ? "did not scroll" : "scrolled"); ran \(screen.ran)")
            },
            DeviceCheck("SW2", "A row swiped all the way across to the left",
                        proves: "a full swipe performs the first action (Delete) once, which removes the row", needsATap: true) { stage in
                let screen = SwipeScreen()
                await stage.show(screen.stack)
                stage.ask("Swipe the row \"Swipe me\" all the way across to the left edge in one movement, and let go.",
                          .drag(screen.first, seconds: 0, offset: CGPoint(x: -340, y: 0)))
                let ran = await stage.wait(upTo: 20) { !screen.ran.isEmpty }
                await stage.settle(1)
                stage.instruction("")
                guard ran else { return CheckResult(outcome: .notRun, observed: "no full swipe within 20 seconds") }
                return .expect(screen.ran == ["Delete"] && screen.row == nil && screen.stack.rows.count == 11 && screen.stack.swipedRow == nil,
                               "ran \(screen.ran); rows \(screen.stack.rows.count); the row is \(screen.row == nil ? "gone" : "still there")")
            },
            DeviceCheck("SW3", "A row swiped open, then the list scrolled up",
                        proves: "a scroll closes the open row without running an action", needsATap: true) { stage in
                let screen = SwipeScreen()
                await stage.show(screen.stack)
                stage.ask("Swipe the row \"Swipe me\" to the left to open it, and let go.",
                          .drag(screen.first, seconds: 0, offset: CGPoint(x: -130, y: 0)))
                let opened = await stage.wait(upTo: 20) { screen.stack.swipedRow != nil && screen.offset < -100 }
                await stage.settle(0.5)
                guard opened else {
                    stage.instruction("")
                    return CheckResult(outcome: .notRun, observed: "the row was not opened within 20 seconds")
                }
                stage.ask("Now scroll the list up a little (drag on another row).", .drag(screen.stack.rows[5].contentView, seconds: 0, offset: CGPoint(x: 0, y: -200)))
                let scrolled = await stage.wait(upTo: 20) { screen.stack.contentOffset.y > 20 }
                await stage.settle(1)
                stage.instruction("")
                guard scrolled else { return CheckResult(outcome: .notRun, observed: "no scroll within 20 seconds") }
                return .expect(screen.stack.swipedRow == nil && screen.offset == 0 && screen.buttons.isEmpty && screen.ran.isEmpty,
                               "open row: \(screen.stack.swipedRow == nil ? "none" : "still open"); offset \(screen.offset); buttons \(screen.buttons.count); ran \(screen.ran)")
            },
            DeviceCheck("SW4", "VoiceOver's Actions rotor on a row with swipe actions",
                        proves: "VoiceOver offers the row's swipe actions as custom actions (Delete, Archive) and picking Archive runs it once without opening the row",
                        needsATap: true) { stage in
                let screen = SwipeScreen()
                await stage.show(screen.stack)
                guard let row = screen.row else { return CheckResult(outcome: .failed, observed: "no row") }
                stage.ask("Turn VoiceOver on, move focus to \"Swipe me\", swipe down to the action \"Archive\" and double-tap.",
                          .accessibilityAction(row, name: "Archive"))
                let ran = await stage.wait(upTo: 60) { !screen.ran.isEmpty }
                await stage.settle(0.5)
                stage.instruction("")
                let names = row.accessibilityCustomActions?.map(\.name) ?? []
                guard ran else { return CheckResult(outcome: .notRun, observed: "no action picked within 60 seconds; actions offered: \(names)") }
                return .expect(screen.ran == ["Archive"] && names == ["Delete", "Archive"] && screen.stack.swipedRow == nil,
                               "ran \(screen.ran); actions \(names); open row: \(screen.stack.swipedRow == nil ? "none" : "open")")
            },
        ]
    }
}
#endif

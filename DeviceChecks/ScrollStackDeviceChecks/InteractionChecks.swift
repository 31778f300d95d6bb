#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks that need a person's touch: F18 (a row's tap and the reorder long press leave text input
// alone) and T1–T4 (a quick tap, a long press on a tappable row, dragging a row, swiping a flow: what
// the UIKit test double's touch model guesses). Each waits twenty seconds for the touch, then reports
// NOT RUN (on Linux the test double's scripted finger performs it).

/// Counts the long presses that tried to start a drag, and the moves drops made.
@MainActor
private final class ReorderCounter: ScrollStackReorderDelegate {
    var lifts = 0
    var moves: [(from: Int, to: Int)] = []

    func scrollStackView(_ stack: ScrollStackView, canMoveRow row: ScrollStackRow) -> Bool {
        lifts += 1
        return true
    }

    func scrollStackView(_ stack: ScrollStackView, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {
        moves.append((source, destination))
    }
}

/// A label row content that records the highlight calls it gets.
@MainActor
private final class HighlightLabel: UILabel, ScrollStackRowHighlightable {
    var calls: [Bool] = []
    var isHighlightable: Bool { true }
    func setIsHighlighted(_ isHighlighted: Bool) {
        calls.append(isHighlighted)
        backgroundColor = isHighlighted ? .lightGray : .clear
    }
}

/// Counts a flow's requests without acting on them.
@MainActor
private final class FlowRequestCounter: StackFlowDelegate {
    var pops: [Int] = []
    var pushes = 0
    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) { pops.append(numberOfItems) }
    func stackFlowViewDidRequestPush(_ stackView: StackFlowView) { pushes += 1 }
}

/// A text view of fixed height with a visible background, to tap.
@MainActor
private func textView() -> UITextView {
    let view = UITextView()
    view.text = "Tap here to edit this text"
    view.font = .preferredFont(forTextStyle: .body)
    view.backgroundColor = .systemYellow.withAlphaComponent(0.3)
    view.isScrollEnabled = false
    view.translatesAutoresizingMaskIntoConstraints = false
    view.heightAnchor.constraint(equalToConstant: 80).isActive = true
    return view
}

extension DeviceChecks {
    static var interactionChecks: [DeviceCheck] {
        [
            DeviceCheck("F18", "A tap on a text view inside a tappable row", proves: "a tap on text input edits the text and does not fire the row's tap handler",
                        needsATap: true) { stage in
                let stack = ScrollStack()
                let editor = textView()
                var rowTaps = 0
                stack.addRow(view: editor)?.onTap = { _ in rowTaps += 1 }
                await stage.show(stack)
                stage.ask("Tap the yellow text box once.", .tap(editor))
                let edited = await stage.wait(upTo: 20) { editor.isFirstResponder || rowTaps > 0 }
                stage.instruction("")
                await stage.settle(0.3)
                let editing = editor.isFirstResponder
                editor.resignFirstResponder()
                guard edited else { return CheckResult(outcome: .notRun, observed: "no tap within 20 seconds") }
                return .expect(editing && rowTaps == 0, "row tap handler ran \(rowTaps) times; the text view is editing: \(editing)")
            },
            DeviceCheck("F18", "A long press in a text field of a reorderable stack",
                        proves: "pressing and holding in a text field (to move the caret) never lifts the row for reordering", needsATap: true) { stage in
                let stack = ScrollStack()
                let counter = ReorderCounter()
                stack.allowsReordering = true
                stack.reorderDelegate = counter
                let field = UITextField()
                field.placeholder = "Touch and hold in here"
                field.borderStyle = .roundedRect
                stack.addRow(view: field)
                stack.addRow(view: fixedLabel("Another row"))
                await stage.show(stack)
                stage.ask("Touch and hold inside the text field for a second, then let go (tap it if the keyboard does not appear).",
                          .hold(field, seconds: 1))
                let touched = await stage.wait(upTo: 20) { field.isFirstResponder || counter.lifts > 0 }
                stage.instruction("")
                field.resignFirstResponder()
                guard touched else { return CheckResult(outcome: .notRun, observed: "no touch within 20 seconds") }
                return .expect(counter.lifts == 0, "drags started from the field: \(counter.lifts)")
            },
            DeviceCheck("T1", "A quick tap on a tappable, highlightable row",
                        proves: "the row's tap runs once; any highlight it shows ends", needsATap: true) { stage in
                let stack = ScrollStack()
                let label = HighlightLabel()
                label.text = "Tap this row once, quickly"
                label.isUserInteractionEnabled = true
                var taps = 0
                stack.addRow(view: label)?.onTap = { _ in taps += 1 }
                stack.addRow(view: fixedLabel("Another row"))
                await stage.show(stack)
                stage.ask("Tap the first row once, quickly.", .tap(label))
                let tapped = await stage.wait(upTo: 20) { taps > 0 }
                stage.instruction("")
                await stage.settle(0.5)
                guard tapped else { return CheckResult(outcome: .notRun, observed: "no tap within 20 seconds") }
                // The highlight calls are an observation for the double's touch model (it predicts
                // none for a tap shorter than the scroll view's touch delay), not the host's promise.
                return .expect(taps == 1 && label.calls.last != true,
                               "taps: \(taps); highlight calls: \(label.calls) (the UIKit double predicts [] for a quick tap; [true, false] here means its pending-touch ASSUMPTION is wrong)")
            },
            DeviceCheck("T2", "A long press on a tappable row of a reorderable stack",
                        proves: "holding a row lifts it for reordering once and does not also tap it", needsATap: true) { stage in
                let stack = ScrollStack()
                let counter = ReorderCounter()
                stack.allowsReordering = true
                stack.reorderDelegate = counter
                let target = fixedLabel("Touch and hold this row for a second, then let go")
                target.isUserInteractionEnabled = true
                var taps = 0
                stack.addRow(view: target)?.onTap = { _ in taps += 1 }
                stack.addRow(view: fixedLabel("Another row"))
                await stage.show(stack)
                stage.ask("Touch and hold the first row for a second without moving, then let go.", .hold(target, seconds: 1))
                let held = await stage.wait(upTo: 20) { counter.lifts > 0 || taps > 0 }
                // A tap would fire as the finger lifts: wait for the long press to end first.
                let press = stack.gestureRecognizers?.first { $0 is UILongPressGestureRecognizer }
                _ = await stage.wait(upTo: 10) { press.map { $0.state != .began && $0.state != .changed } ?? true }
                stage.instruction("")
                await stage.settle(0.5)
                guard held else { return CheckResult(outcome: .notRun, observed: "no touch within 20 seconds") }
                return .expect(counter.lifts == 1 && taps == 0, "lifts: \(counter.lifts); taps: \(taps)")
            },
            DeviceCheck("T3", "Dragging a row two places down",
                        proves: "a held row follows the finger and lands where it is dropped; the delegate hears one move", needsATap: true) { stage in
                let stack = ScrollStack()
                let counter = ReorderCounter()
                stack.allowsReordering = true
                stack.reorderDelegate = counter
                let labels = (0 ..< 5).map { fixedLabel("Row \($0)", height: 80) }
                stack.addRows(labels)
                await stage.show(stack)
                let pitch = stack.rows[1].frame.minY - stack.rows[0].frame.minY
                stage.ask("Touch and hold Row 0 until it lifts, drag it down below Row 2, and let go.",
                          .drag(labels[0], seconds: 0.8, offset: CGPoint(x: 0, y: pitch * 2 + 10)))
                let moved = await stage.wait(upTo: 20) { !counter.moves.isEmpty }
                stage.instruction("")
                await stage.settle(0.5)
                guard moved else { return CheckResult(outcome: .notRun, observed: "no drag within 20 seconds") }
                let index = stack.rows.firstIndex { $0.contentView === labels[0] } ?? -1
                return .expect(counter.moves.count == 1 && counter.moves[0].from == 0 && index == counter.moves[0].to && index >= 1,
                               "moves: \(counter.moves.map { "\($0.from)→\($0.to)" }); Row 0 is now at \(index)")
            },
            DeviceCheck("T4", "A swipe toward the newest step of a flow growing down",
                        proves: "a swipe toward the head asks the delegate to pop one step", needsATap: true) { stage in
                let flow = StackFlowView()
                let counter = FlowRequestCounter()
                flow.delegate = counter
                await stage.show(flow)
                let steps = (0 ..< 2).map { fixedLabel("Step \($0)", height: 160) }
                steps.forEach { flow.push($0) }
                await stage.settle(0.5)
                stage.ask("Swipe down once on the newest step.", .swipe(steps[1], .down))
                let asked = await stage.wait(upTo: 20) { !counter.pops.isEmpty || counter.pushes > 0 }
                stage.instruction("")
                guard asked else { return CheckResult(outcome: .notRun, observed: "no swipe within 20 seconds") }
                return .expect(counter.pops == [1] && counter.pushes == 0, "pop requests: \(counter.pops); push requests: \(counter.pushes)")
            },
        ]
    }
}
#endif

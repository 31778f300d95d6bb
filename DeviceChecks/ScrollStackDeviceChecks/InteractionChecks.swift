#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks that need a person's touch: F18 (a row's tap and the reorder long press leave text input
// alone). Each waits twenty seconds for the touch, then reports NOT RUN (on Linux the test double's
// scripted finger performs it).

/// Counts the long presses that tried to start a drag.
@MainActor
private final class ReorderCounter: ScrollStackReorderDelegate {
    var lifts = 0

    func scrollStack(_ stack: ScrollStack, canMoveRow row: ScrollStackRow) -> Bool {
        lifts += 1
        return true
    }
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
        ]
    }
}
#endif

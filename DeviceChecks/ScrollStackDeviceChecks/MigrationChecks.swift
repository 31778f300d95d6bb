#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of code written for the replaced libraries, run as they wrote it (M1–M4): the
// compatibility types mean what those libraries meant.

extension DeviceChecks {
    static var migrationChecks: [DeviceCheck] {
        [
            DeviceCheck("M1", "AloeStackViewController: stackView.axis = .horizontal",
                        proves: "an AloeStackView controller's stackView is the stack: switching its axis lays the rows out side by side") { stage in
                let screen = AloeStackViewController()
                let labels = (0..<3).map { fixedLabel("Row \($0)") }
                screen.stackView.addRows(labels)
                screen.stackView.axis = .horizontal
                await stage.show(screen)
                let frames = labels.map { $0.convert($0.bounds, to: screen.stackView) }
                let sideBySide = frames[1].minX >= frames[0].maxX - 0.5 && abs(frames[1].minY - frames[0].minY) < 0.5
                return .expect(screen.view === screen.stackView && sideBySide,
                               "the view is the stack: \(screen.view === screen.stackView); rows at x \(frames.map { Int($0.minX) })")
            },
            DeviceCheck("M2", "AloeStackView: removeRow(stackView.lastRow!)",
                        proves: "lastRow is the last row's view, as in AloeStackView, and removing it removes that row") { stage in
                let stack = AloeStackView()
                let labels = (0..<3).map { fixedLabel("Row \($0)") }
                stack.addRows(labels)
                await stage.show(stack)
                let last = stack.lastRow
                if let last { stack.removeRow(last) }
                await stage.settle()
                return .all([
                    .expect(last === labels[2], "lastRow is the view added last: \(last === labels[2])"),
                    .expect(stack.getAllRows() == Array(labels.prefix(2)) && labels[2].superview == nil,
                            "rows left \(stack.getAllRows().count); removed view's superview \(labels[2].superview == nil ? "nil" : "set")"),
                ])
            },
            DeviceCheck("M3", "ScrollStack: addRow(view: someRow) and removeFromStackView()",
                        proves: "a row handed back to the stack is that row (moved, not wrapped in another), and a row removes itself") { stage in
                let stack = ScrollStack()
                await stage.show(stack)
                guard let first = stack.addRow(view: fixedLabel("First")) else { return .expect(false, "addRow returned nil") }
                stack.addRow(view: fixedLabel("Second"))
                let again = stack.addRow(view: first)
                await stage.settle()
                let movedNotWrapped = again === first && stack.rows.count == 2 && stack.rows.last === first
                first.removeFromStackView()
                await stage.settle()
                return .all([
                    .expect(movedNotWrapped, "the same row came back: \(again === first); rows \(stack.rows.count); it is last: \(stack.rows.last === first)"),
                    .expect(stack.rows.count == 1 && first.superview == nil, "rows after removeFromStackView \(stack.rows.count)"),
                ])
            },
            DeviceCheck("M4", "ScrollingStackViewController: remove(_:animated: false) and arrangedViewIndex(for:)",
                        proves: "that library's calls, spelled as it spelled them, find children by their views and remove them at once") { stage in
                let screen = ScrollingStackViewController()
                let children = (0..<3).map { LabelController("Child \($0)") }
                children.forEach { screen.scrollStackView.addRow($0) }
                await stage.show(screen)
                let index = screen.arrangedViewIndex(for: children[1].view)
                screen.remove(children[1], animated: false)
                let superview = children[1].view.superview
                await stage.settle()
                return .all([
                    .expect(index == 1, "arrangedViewIndex(for:) of the second child's view: \(String(describing: index))"),
                    .expect(superview == nil && children[1].parent == nil, "removed child's superview \(superview == nil ? "nil" : "set")"),
                ])
            },
        ]
    }
}
#endif

#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of the keyboard: F8 (the inset a stack takes for it, per axis, nested, with the app's own
// inset and a moving container), F10 (a lazy stack keeps the row being edited) and G9 (a container
// that moves with the keyboard without resizing).

/// Posts the notifications UIKit sends when the keyboard shows at `height` points from the
/// bottom of the screen (`0`: hides), with no animation so the check reads the result at once
/// (or with the keyboard's own animation, `duration` seconds long).
@MainActor
private func postKeyboard(height: CGFloat, in window: UIWindow?, duration: Double = 0) {
    let screen = window?.screen.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
    let frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: max(height, 300))
    let end = height > 0 ? frame : frame.offsetBy(dx: 0, dy: frame.height)
    let info: [AnyHashable: Any] = [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
    ]
    NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    if height == 0 {
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
    }
}

/// The inset the keyboard's share should be for `stack`: how far a keyboard `height` points high
/// reaches into it, less the bottom inset it already keeps clear (the safe area).
@MainActor
private func expectedShare(of stack: UIScrollView, keyboardHeight: CGFloat) -> CGFloat {
    guard let window = stack.window else { return 0 }
    let container = stack.convert(stack.bounds, to: window.screen.coordinateSpace)
    let overlap = container.maxY - (window.screen.bounds.height - keyboardHeight)
    let kept = stack.adjustedContentInset.bottom - stack.contentInset.bottom
    return max(0, overlap - kept)
}

extension DeviceChecks {
    static var keyboardChecks: [DeviceCheck] {
        [
            DeviceCheck("F8", "A vertical stack, the app's own inset, and a container that shrinks under the keyboard",
                        proves: "the keyboard's share is exactly what it covers; the app's inset set while it shows is kept when it hides; a resized container gets a new share; never negative") { stage in
                let stack = ScrollStack()
                (0..<30).forEach { stack.addRow(view: fixedLabel("Row \($0)")) }
                await stage.show(stack)
                let expected = expectedShare(of: stack, keyboardHeight: 300)
                postKeyboard(height: 300, in: stack.window)
                await stage.settle()
                let shown = stack.contentInset.bottom
                stack.frame.size.height -= 100
                await stage.settle()
                let afterShrink = stack.contentInset.bottom
                // Worked out again: the shrunk stack may no longer reach the home indicator's area.
                let expectedAfterShrink = expectedShare(of: stack, keyboardHeight: 300)
                stack.contentInset.bottom = 20
                stack.setNeedsLayout()
                await stage.settle()
                postKeyboard(height: 0, in: stack.window)
                await stage.settle()
                let hidden = stack.contentInset.bottom
                return .all([
                    .expect(abs(shown - expected) < 1, "inset with the keyboard \(shown); expected \(expected)"),
                    .expect(abs(afterShrink - expectedAfterShrink) < 1, "after the container shrank by 100: \(afterShrink); expected \(expectedAfterShrink)"),
                    .expect(hidden == 20, "after the keyboard hid: \(hidden); the app set 20"),
                ])
            },
            DeviceCheck("F8", "A horizontal stack, and a vertical stack inside another",
                        proves: "only the outermost vertical stack takes the keyboard's inset: a horizontal one or an inner one adds nothing") { stage in
                let outer = ScrollStack()
                let inner = ScrollStack()
                inner.translatesAutoresizingMaskIntoConstraints = false
                // Tall enough that the keyboard covers part of it.
                inner.heightAnchor.constraint(equalToConstant: 700).isActive = true
                (0..<20).forEach { inner.addRow(view: fixedLabel("Inner \($0)")) }
                let horizontal = ScrollStack()
                horizontal.axis = .horizontal
                (0..<10).forEach { horizontal.addRow(view: fixedLabel("Across \($0)")) }
                outer.addRow(view: inner)
                (0..<10).forEach { outer.addRow(view: fixedLabel("Outer \($0)")) }
                let screen = UIViewController()
                outer.frame = screen.view.bounds
                outer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                screen.view.addSubview(outer)
                horizontal.frame = CGRect(x: 0, y: screen.view.bounds.height - 120, width: screen.view.bounds.width, height: 80)
                horizontal.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
                screen.view.addSubview(horizontal)
                await stage.show(screen)
                postKeyboard(height: 300, in: outer.window)
                await stage.settle()
                let (outerInset, innerInset, acrossInset) = (outer.contentInset.bottom, inner.contentInset.bottom, horizontal.contentInset.bottom)
                postKeyboard(height: 0, in: outer.window)
                await stage.settle()
                return .all([
                    .expect(outerInset > 0 && innerInset == 0 && acrossInset == 0,
                            "insets with the keyboard: outer \(outerInset), inner \(innerInset), horizontal \(acrossInset)"),
                    .expect(outer.contentInset.bottom == 0, "outer after hiding: \(outer.contentInset.bottom)"),
                ])
            },
            DeviceCheck("F10", "A lazy form: type in a field, then jump two screens away",
                        proves: "a lazy stack keeps the row being edited: the field stays first responder and the keyboard stays up") { stage in
                let stack = LazyScrollStackView()
                var editing: UITextField?
                let descriptions = (0..<120).map { index in
                    ScrollStackRowDescription.view(id: index, estimatedSize: 44, make: { () -> UITextField in
                        let field = UITextField()
                        field.placeholder = "Field \(index)"
                        field.borderStyle = .roundedRect
                        if index == 2 { editing = field }
                        return field
                    })
                }
                _ = try? stack.setRows(descriptions)
                await stage.show(stack)
                guard let field = editing, field.becomeFirstResponder() else {
                    return .expect(false, "the field in row 2 could not start editing")
                }
                field.text = "typed text"
                await stage.settle(0.5)
                stack.scrollToRow(id: 100, at: .automatic, animated: false)
                await stage.settle(0.5)
                let kept = stack.realizedRowIDs.contains(AnyHashable(2))
                let stillEditing = field.isFirstResponder && field.window != nil
                field.resignFirstResponder()
                await stage.settle(0.5)
                return .all([
                    .expect(kept, "row 2 still made: \(kept)"),
                    .expect(stillEditing, "field still first responder: \(stillEditing), text \(field.text ?? "")"),
                ])
            },
            DeviceCheck("F8", "The keyboard shows with its animation while a field low in the stack is being edited",
                        proves: "with the keyboard's animation (layout inside its animation block), the inset is the keyboard's share and the field being edited ends above the keyboard") { stage in
                let stack = ScrollStack()
                (0..<12).forEach { stack.addRow(view: fixedLabel("Row \($0)")) }
                let field = UITextField()
                field.borderStyle = .roundedRect
                field.text = "Edited"
                stack.addRow(view: field)
                await stage.show(stack)
                let expected = expectedShare(of: stack, keyboardHeight: 300)
                field.becomeFirstResponder()
                postKeyboard(height: 300, in: stack.window, duration: 0.25)
                await stage.settle(0.6)
                let inset = stack.contentInset.bottom
                let fieldInWindow = field.convert(field.bounds, to: nil)
                let keyboardTop = (stack.window?.bounds.height ?? 844) - 300
                field.resignFirstResponder()
                postKeyboard(height: 0, in: stack.window)
                await stage.settle()
                return .all([
                    .expect(abs(inset - expected) < 1, "inset after the animated show: \(inset); expected \(expected)"),
                    .expect(fieldInWindow.maxY <= keyboardTop + 0.5, "the field ends at y \(fieldInWindow.maxY); the keyboard starts at \(keyboardTop)"),
                ])
            },
            DeviceCheck("G9", "A stack in a sheet-like container that slides up as the keyboard shows, without resizing",
                        proves: "once the keyboard has settled, the keyboard's share is worked out again from where the container is then") { stage in
                let screen = UIViewController()
                let container = UIView(frame: CGRect(x: 0, y: 344, width: 390, height: 500))
                let stack = ScrollStack(frame: container.bounds)
                stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                (0..<30).forEach { stack.addRow(view: fixedLabel("Row \($0)")) }
                container.addSubview(stack)
                screen.view.addSubview(container)
                await stage.show(screen)
                container.frame.origin.y = (stack.window?.bounds.height ?? 844) - 500
                await stage.settle()
                postKeyboard(height: 300, in: stack.window)
                await stage.settle()
                let before = stack.contentInset.bottom
                // The sheet slides up with the keyboard: it moves, it is not resized or laid out.
                container.frame.origin.y -= 200
                NotificationCenter.default.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil)
                await stage.settle()
                let expected = expectedShare(of: stack, keyboardHeight: 300)
                return .all([
                    .expect(before > 100, "the share before the sheet moved: \(before)"),
                    .expect(abs(stack.contentInset.bottom - expected) < 0.5,
                            "after it moved up 200 points: \(stack.contentInset.bottom), expected \(expected)"),
                ])
            },
        ]
    }
}
#endif

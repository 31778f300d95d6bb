// What a stack hears from the system and what it does about it: VoiceOver focus, editing, text
// size and the keyboard.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStackView {
    /// Starts listening; called once, when the stack is made.
    func observeSystemEvents() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(accessibilityFocusDidChange(_:)),
                           name: UIAccessibility.elementFocusedNotification, object: nil)
        center.addObserver(self, selector: #selector(contentSizeCategoryDidChange(_:)),
                           name: UIContentSizeCategory.didChangeNotification, object: nil)
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(editingDidBegin(_:)), name: name, object: nil)
        }
    }

    /// Scrolls a newly VoiceOver-focused element inside a row into view (least scrolling): the
    /// element, not its whole row, so a row taller than the screen shows the part being read.
    @objc func accessibilityFocusDidChange(_ notification: Notification) {
        guard let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject,
              let id = rowID(holdingAccessibilityElement: element), let window else { return }
        layoutIfNeededForQuery()
        let onScreen = window.convert(element.accessibilityFrame, from: window.screen.coordinateSpace)
        let frame = onScreen.isEmpty ? engine.frames(of: id)?.row : rect(convert(onScreen, from: window))
        guard let frame else { return }
        setOffset(cgPoint(engine.scrollOffset(toReveal: frame, in: viewport)), animated: false, completion: OnceCompletion(nil))
    }

    /// Remembers a field being edited inside the stack, so a lazy stack keeps its row.
    @objc func editingDidBegin(_ notification: Notification) {
        if let view = notification.object as? UIView, view.isDescendant(of: self) { editingView = view }
    }

    /// Text size changed: every row is measured again at the next layout pass.
    @objc func contentSizeCategoryDidChange(_ notification: Notification) {
        for row in madeRows {
            row.contentView.invalidateIntrinsicContentSize()
            applySize(of: row)
        }
        engine.invalidateMeasurements()
        setNeedsLayout()
    }

    /// Whether a vertical stack around this one avoids the keyboard already.
    var isInsideKeyboardAvoidingStack: Bool {
        sequence(first: superview, next: { $0?.superview }).contains { view in
            (view as? ScrollStackView).map { $0.avoidsKeyboard && $0.axis == .vertical } ?? false
        }
    }

    func keyboardSettingsDidChange() {
        #if os(iOS)
        keyboardAvoider.settingsDidChange()
        #endif
    }
}
#endif

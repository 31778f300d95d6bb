#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// Keeping the field being edited above the keyboard, with the keyboard's own animation.

/// Keeps a scroll view's content reachable above the keyboard: adds the keyboard's overlap to the
/// bottom content inset (and the indicator inset) with the keyboard's own animation, removes it
/// when the keyboard goes, and scrolls the first responder inside the scroll view into view when
/// the keyboard appears or editing begins. The inset it adds is tracked separately, so insets the
/// app sets are kept. The rules (overlap, least scrolling) are the engine's ``KeyboardAvoidance``
/// and ``StackEngine/scrollOffset(toReveal:margin:in:)``.
@MainActor
final class KeyboardAvoider: NSObject {
    /// Space kept between the edited field and the keyboard (or the visible area's edge).
    static let margin: CGFloat = 16

    private weak var scrollView: UIScrollView?
    /// The offset that shows a rect of the content; from the host's engine.
    private let revealOffset: @MainActor (CGRect) -> CGPoint?
    /// The bottom inset this object added, and removes when the keyboard hides.
    private var keyboardInset = KeyboardInset()
    /// The keyboard's last frame in screen coordinates; nil while it is hidden.
    private var keyboardFrame: CGRect?

    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            update(duration: 0, curve: nil)
        }
    }

    init(scrollView: UIScrollView, revealOffset: @escaping @MainActor (CGRect) -> CGPoint?) {
        self.scrollView = scrollView
        self.revealOffset = revealOffset
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: #selector(editingDidBegin(_:)),
                           name: UITextField.textDidBeginEditingNotification, object: nil)
        center.addObserver(self, selector: #selector(editingDidBegin(_:)),
                           name: UITextView.textDidBeginEditingNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardFrame = frame
        update(notification)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardFrame = nil
        update(notification)
    }

    @objc private func editingDidBegin(_ notification: Notification) {
        guard isEnabled, let scrollView, let field = notification.object as? UIView, field.isDescendant(of: scrollView),
              keyboardFrame != nil else { return }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.reveal(field)
        }
    }

    private func update(_ notification: Notification) {
        let info = notification.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        update(duration: duration, curve: curve)
    }

    /// Applies the inset the keyboard calls for (none when disabled or hidden), animated like the
    /// keyboard, then shows the first responder.
    private func update(duration: Double, curve: UInt?) {
        guard let scrollView else { return }
        let container = scrollView.window.map { scrollView.convert(scrollView.bounds, to: $0.screen.coordinateSpace) }
        let change = CGFloat(keyboardInset.change(keyboardFrame: isEnabled ? keyboardFrame.map(rect) : nil,
                                                  containerFrame: container.map(rect),
                                                  bottomInset: Double(scrollView.adjustedContentInset.bottom)))
        let changes = {
            scrollView.contentInset.bottom += change
            scrollView.verticalScrollIndicatorInsets.bottom += change
            if self.keyboardInset.applied > 0, let responder = Self.firstResponder(in: scrollView) { self.reveal(responder) }
        }
        guard duration > 0, scrollView.window != nil else {
            changes()
            return
        }
        let options = UIView.AnimationOptions(rawValue: (curve ?? 7) << 16).union([.beginFromCurrentState, .allowUserInteraction])
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes)
    }

    private func reveal(_ view: UIView) {
        guard let scrollView else { return }
        let frame = view.convert(view.bounds, to: scrollView)
        if let target = revealOffset(frame), target != scrollView.contentOffset { scrollView.contentOffset = target }
    }

    /// The first responder among the scroll view's descendants, if any.
    private static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}
#endif

// Keeping the field being edited above the keyboard, with the keyboard's own animation.

#if canImport(UIKit) && os(iOS)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// Keeps a scroll view's content reachable above the keyboard: sets the bottom content inset (and
/// the indicator inset) to the app's own plus the keyboard's share, with the keyboard's own
/// animation, takes the share away when the keyboard goes, follows the container when it moves or
/// resizes while the keyboard shows, and scrolls the first responder inside the scroll view into
/// view when the keyboard appears or editing begins. The rules (who avoids, the share, least
/// scrolling) are the engine's ``KeyboardInset`` and ``StackEngine/scrollOffset(toReveal:margin:in:)``.
/// iOS only: tvOS has no on-screen keyboard to avoid.
@MainActor
final class KeyboardAvoider: NSObject {
    /// Space kept between the edited field and the keyboard (or the visible area's edge).
    static let margin: CGFloat = 16

    private weak var scrollView: UIScrollView?
    /// Whether this scroll view avoids the keyboard now (its settings, its axis, its place).
    private let isActive: @MainActor () -> Bool
    /// The offset that shows a rect of the content; from the host's engine.
    private let revealOffset: @MainActor (CGRect) -> CGPoint?
    /// The keyboard's share of the bottom inset, apart from the app's.
    private var keyboardInset = KeyboardInset()
    /// The keyboard's share of the bottom inset now (a stack sized to its content leaves it out).
    var keyboardShare: KeyboardInset { keyboardInset }
    /// The keyboard's last frame in screen coordinates; nil while it is hidden.
    private var keyboardFrame: CGRect?

    init(scrollView: UIScrollView, isActive: @escaping @MainActor () -> Bool,
         revealOffset: @escaping @MainActor (CGRect) -> CGPoint?) {
        self.scrollView = scrollView
        self.isActive = isActive
        self.revealOffset = revealOffset
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardDidChangeFrame(_:)),
                           name: UIResponder.keyboardDidChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(editingDidBegin(_:)),
                           name: UITextField.textDidBeginEditingNotification, object: nil)
        center.addObserver(self, selector: #selector(editingDidBegin(_:)),
                           name: UITextView.textDidBeginEditingNotification, object: nil)
    }

    /// The settings that decide whether this scroll view avoids the keyboard changed.
    func settingsDidChange() {
        update(duration: 0, curve: nil, reveals: false)
    }

    /// The container was laid out (moved, resized, its own inset changed): the keyboard's share is
    /// worked out again while a keyboard shows or a share is applied.
    func containerDidChange() {
        guard keyboardFrame != nil || keyboardInset.applied > 0 else { return }
        update(duration: 0, curve: nil, reveals: false)
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

    /// The keyboard has settled, and so has what moved with it (a form sheet slides up as the
    /// keyboard comes, without resizing, so the stack is not laid out): the share is worked out
    /// again from where the container is now.
    @objc private func keyboardDidChangeFrame(_ notification: Notification) {
        containerDidChange()
    }

    @objc private func editingDidBegin(_ notification: Notification) {
        guard isActive(), let scrollView, let field = notification.object as? UIView, field.isDescendant(of: scrollView),
              keyboardFrame != nil else { return }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.reveal(field)
        }
    }

    private func update(_ notification: Notification) {
        let info = notification.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        update(duration: duration, curve: curve, reveals: true)
    }

    /// Sets the inset the keyboard calls for (the app's own alone when avoidance is off, the
    /// keyboard hidden or the container off screen), animated like the keyboard, then shows the
    /// first responder.
    private func update(duration: Double, curve: UInt?, reveals: Bool) {
        guard let scrollView else { return }
        let container = scrollView.window.map { scrollView.convert(scrollView.bounds, to: $0.screen.coordinateSpace) }
        let shareBefore = keyboardInset.applied
        let inset = CGFloat(keyboardInset.contentInset(keyboardFrame: isActive() ? keyboardFrame.map(rect) : nil,
                                                       containerFrame: container.map(rect),
                                                       contentInset: Double(scrollView.contentInset.bottom),
                                                       adjustedInset: Double(scrollView.adjustedContentInset.bottom)))
        let indicatorChange = CGFloat(keyboardInset.applied - shareBefore)
        let changes = {
            if scrollView.contentInset.bottom != inset { scrollView.contentInset.bottom = inset }
            if indicatorChange != 0 {
                scrollView.verticalScrollIndicatorInsets.bottom = max(0, scrollView.verticalScrollIndicatorInsets.bottom + indicatorChange)
            }
            if reveals, self.keyboardInset.applied > 0, let responder = Self.firstResponder(in: scrollView) { self.reveal(responder) }
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
        if let target = revealOffset(frame), target != scrollView.contentOffset {
            scrollView.contentOffset = target
            // The layout pass comes after the animation block: a stuck header moves with the
            // scroll here, or it would take its new place at once and slide back with the bounds.
            (scrollView as? ScrollStackView)?.placeStuckRow()
        }
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

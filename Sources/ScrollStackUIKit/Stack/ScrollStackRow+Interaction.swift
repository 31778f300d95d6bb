// How a row answers touches: taps (handlers, Tappable content, onTap), the highlight while it is
// touched, and how VoiceOver presents a tappable row.

#if canImport(UIKit)
import UIKit

extension ScrollStackRow {
    private var wantsTaps: Bool { onTap != nil || tapHandler != nil || contentView is Tappable }

    func updateTapRecognizer() {
        if wantsTaps && tapRecognizer == nil {
            let recognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
            tapRecognizer = recognizer
        }
        tapRecognizer?.isEnabled = wantsTaps
        updateAccessibility()
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        performTap()
    }

    func performTap() {
        guard contentView.isUserInteractionEnabled else { return }
        (contentView as? Tappable)?.didTapView()
        tapHandler?(contentView)
        onTap?(self)
    }

    // MARK: Accessibility

    /// Makes a tappable row whose content has no controls of its own one VoiceOver element: a
    /// button labelled with its content's text (read again whenever the row lays out); VoiceOver's
    /// double tap runs its tap handling (``accessibilityActivate()``). Rows with controls inside (a
    /// switch, a text field) leave those reachable instead. Runs when tap handling changes and on
    /// every layout pass. A label or element flag you set on the row yourself stays: the row only
    /// replaces values it set itself.
    func updateAccessibility() {
        let isButton = wantsTaps && contentView.isUserInteractionEnabled && !Self.containsControl(contentView)
        guard isButton || isAccessibilityButton else { return }
        isAccessibilityButton = isButton
        if isButton {
            accessibilityTraits.formUnion(buttonAccessibilityTrait)
        } else {
            accessibilityTraits.subtract(buttonAccessibilityTrait)
        }
        isWritingAccessibility = true
        defer { isWritingAccessibility = false }
        if !appSetAccessibility.isElement { isAccessibilityElement = isButton }
        if !appSetAccessibility.label {
            accessibilityLabel = isButton ? contentView.accessibilityLabel ?? Self.spokenText(in: contentView) : nil
        }
    }

    private static func containsControl(_ view: UIView) -> Bool {
        view is UIControl || view is UITextView || view.subviews.contains { containsControl($0) }
    }

    /// The labels of the accessibility elements inside `view`, in subview order, joined.
    private static func spokenText(in view: UIView) -> String? {
        var parts: [String] = []
        func collect(_ view: UIView) {
            if view.isHidden { return }
            if view.isAccessibilityElement, let label = view.accessibilityLabel, !label.isEmpty {
                parts.append(label)
                return
            }
            view.subviews.forEach(collect)
        }
        collect(view)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    func isOnControl(_ touch: UITouch) -> Bool {
        isControlOrTextInput(touch.view, below: self)
    }

    private var highlightTarget: (isHighlightable: Bool, set: (Bool) -> Void)? {
        if let target = controller as? ScrollStackRowHighlightable {
            return (target.isHighlightable, target.setIsHighlighted)
        }
        if let target = contentView as? ScrollStackRowHighlightable {
            return (target.isHighlightable, target.setIsHighlighted)
        }
        return nil
    }

    /// The highlight views get by default: the row's background switches colour.
    func showDefaultHighlight(_ highlighted: Bool) {
        backgroundColor = highlighted ? rowHighlightColor : rowBackgroundColor
    }

    func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted, let target = highlightTarget, target.isHighlightable else { return }
        isHighlighted = highlighted
        // Fading out of the highlight is animated so a quick tap still shows it briefly.
        if highlighted {
            target.set(true)
        } else {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
                target.set(false)
            }
        }
    }
}
#endif

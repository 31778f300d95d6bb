// Which touches belong to the content: on a control or a text view, a row's tap, the stack's
// long press to reorder and a row's swipe leave them alone.

#if canImport(UIKit)
import UIKit

/// Whether `view`, or a view it is in (up to `container`), is a control or takes text input: a
/// touch there is the control's (a tap starts editing, a long press shows the loupe).
@MainActor func isControlOrTextInput(_ view: UIView?, below container: UIView) -> Bool {
    hasAncestor(of: view, below: container) { $0 is UIControl || $0 is UITextView || $0 is UITextInput }
}

/// Whether a long press on `view` (or a view it is in, up to `container`) is its own: text input
/// (the loupe, selection) and controls other than a plain button (a slider's or a stepper's hold, a
/// button's menu). A long press on a plain button, or anywhere else in a row, may start a drag.
@MainActor func ownsLongPress(_ view: UIView?, below container: UIView) -> Bool {
    hasAncestor(of: view, below: container) { candidate in
        if candidate is UITextView || candidate is UITextInput { return true }
        guard let control = candidate as? UIControl else { return false }
        guard let button = control as? UIButton else { return true }
        if #available(iOS 14.0, *) { return button.menu != nil }
        return false
    }
}

/// Whether a sideways drag starting on `view` (or a view it is in, up to `container`) is its own:
/// text input (moving the caret, selecting), controls other than a plain button (a slider's thumb,
/// a switch) and scroll views that scroll sideways (a carousel). A drag from a plain button, or
/// anywhere else in a row, may swipe the row.
@MainActor func ownsSidewaysDrag(_ view: UIView?, below container: UIView) -> Bool {
    hasAncestor(of: view, below: container) { candidate in
        if candidate is UITextView || candidate is UITextInput { return true }
        if let scrollView = candidate as? UIScrollView {
            return scrollView.alwaysBounceHorizontal || scrollView.contentSize.width > scrollView.bounds.width
        }
        return candidate is UIControl && !(candidate is UIButton)
    }
}

/// Whether `view` or a view it is in, up to `container` (not included), satisfies `test`.
@MainActor private func hasAncestor(of view: UIView?, below container: UIView, where test: (UIView) -> Bool) -> Bool {
    var current = view
    while let candidate = current, candidate !== container {
        if test(candidate) { return true }
        current = candidate.superview
    }
    return false
}
#endif

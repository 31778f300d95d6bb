#if canImport(UIKit)
import UIKit

// Which touches belong to the content: on a control or a text view, a row's tap and the stack's
// long press to reorder leave them alone.

/// Whether `view`, or a view it is in (up to `container`), is a control or takes text input: a
/// touch there is the control's (a tap starts editing, a long press shows the loupe).
@MainActor func isControlOrTextInput(_ view: UIView?, below container: UIView) -> Bool {
    var current = view
    while let candidate = current, candidate !== container {
        if candidate is UIControl || candidate is UITextView || candidate is UITextInput { return true }
        current = candidate.superview
    }
    return false
}
#endif

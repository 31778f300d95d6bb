// ScrollStackController's view controller, ScrollStackViewController: a ScrollStackController whose
// stack is a ScrollStack, under the name it had there.

#if canImport(UIKit)
import UIKit

/// ScrollStackController's controller: a ``ScrollStackController`` whose stack is a
/// ``ScrollStack``, reached as ``scrollStack``, so that library's code compiles with only its
/// `import` changed. Made in code, the stack is the controller's view, as it was there; from a
/// storyboard or nib (which that library refused), the stack goes into the view they give.
@preconcurrency @MainActor
open class ScrollStackViewController: ScrollStackController {
    /// The stack this controller shows (the same object as ``ScrollStackController/scrollStackView``).
    public var scrollStack: ScrollStack {
        // makeStackView() below is the only maker of this controller's stack.
        scrollStackView as! ScrollStack
    }

    /// A ``ScrollStack`` (``scrollStack`` depends on it, so it cannot be overridden again).
    public final override func makeStackView() -> ScrollStackView { ScrollStack() }
}
#endif

// AloeStackView's name for the highlight protocol (its tap and separator protocols are the stack's
// own, in Stack/Protocols).

#if canImport(UIKit)
import UIKit

/// AloeStackView's name for ``ScrollStackRowHighlightable``: the same protocol, so a view conforming
/// under either name is highlighted the same way.
public typealias Highlightable = ScrollStackRowHighlightable
#endif

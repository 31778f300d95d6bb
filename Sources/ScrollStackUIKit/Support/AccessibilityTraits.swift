// UIKit SDKs before iOS 17 declare the accessibility traits as mutable globals, which Swift 6
// refuses to read; they are constants in practice. This file alone imports UIKit with
// @preconcurrency to read the one it needs.

#if canImport(UIKit)
@preconcurrency import UIKit

/// The "button" accessibility trait.
let buttonAccessibilityTrait: UIAccessibilityTraits = .button
#endif

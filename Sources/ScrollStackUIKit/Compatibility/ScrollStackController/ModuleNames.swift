// ScrollStackController's module was named ScrollStackController, like the controller here: code
// that qualified a type with the module's name (`ScrollStackController.ScrollStackRow`, written
// where an app has a type of the same name) still finds each type.

#if canImport(UIKit)
import UIKit

extension ScrollStackController {
    /// `ScrollStackController.ScrollStack`.
    public typealias ScrollStack = ScrollStackUIKit.ScrollStack
    /// `ScrollStackController.ScrollStackRow`.
    public typealias ScrollStackRow = ScrollStackUIKit.ScrollStackRow
    /// `ScrollStackController.ScrollStackSeparator`.
    public typealias ScrollStackSeparator = ScrollStackUIKit.ScrollStackSeparator
    /// `ScrollStackController.ScrollStackViewController`.
    public typealias ScrollStackViewController = ScrollStackUIKit.ScrollStackViewController
    /// `ScrollStackController.ScrollStackControllerDelegate`.
    public typealias ScrollStackControllerDelegate = ScrollStackUIKit.ScrollStackControllerDelegate
    /// `ScrollStackController.ScrollStackContainableController`.
    public typealias ScrollStackContainableController = ScrollStackUIKit.ScrollStackContainableController
    /// `ScrollStackController.ScrollStackRowHighlightable`.
    public typealias ScrollStackRowHighlightable = ScrollStackUIKit.ScrollStackRowHighlightable
    /// `ScrollStackController.ScrollStackRowAnimatable`.
    public typealias ScrollStackRowAnimatable = ScrollStackUIKit.ScrollStackRowAnimatable
    /// `ScrollStackController.ScrollStackAnimationInfo`.
    public typealias ScrollStackAnimationInfo = ScrollStackUIKit.ScrollStackAnimationInfo
}

extension ScrollingStackViewController {
    /// `ScrollingStackViewController.ScrollingStackViewController` (that library's module name).
    public typealias ScrollingStackViewController = ScrollStackUIKit.ScrollingStackViewController
}
#endif

// StackFlowView's module-qualified type names. (Its misspelt `line(thikness:color:)` is kept,
// deprecated, beside the case it names.)

#if canImport(UIKit)
import UIKit

extension StackFlowView {
    // Code that wrote `StackFlowView.StackItemAppearance` (the library's module was named
    // StackFlowView) still finds each type.

    /// `StackFlowView.StackFlowView`.
    public typealias StackFlowView = ScrollStackUIKit.StackFlowView
    /// `StackFlowView.StackFlowDelegate`.
    public typealias StackFlowDelegate = ScrollStackUIKit.StackFlowDelegate
    /// `StackFlowView.StackItemAppearance`.
    public typealias StackItemAppearance = ScrollStackUIKit.StackItemAppearance
}
#endif

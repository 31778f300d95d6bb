// What a StackFlowView asks of its owner and tells it: requests to push or pop, and will/did events.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// Hears what a ``StackFlowView`` is asked to do and what it did. Every method is optional.
///
/// Gestures and header buttons never push or pop by themselves: they *request*, and you decide.
/// Without a delegate (or without your own implementation) a pop request pops, and a push request
/// does nothing (only you know what comes next).
@preconcurrency @MainActor
public protocol StackFlowDelegate: AnyObject {
    /// A tap on an older item (pop back to it), a swipe toward the head, or a header "back" button
    /// asked to pop `numberOfItems` items (at least 1).
    func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int)
    /// A swipe away from the head or a header "next" button asked for the next item.
    func stackFlowViewDidRequestPush(_ stackView: StackFlowView)
    /// An item is about to be popped (called once per item, newest first).
    func stackFlowViewWillPop(_ stackView: StackFlowView)
    /// An item was popped and its animation has finished (once per item).
    func stackFlowViewDidPop(_ stackView: StackFlowView)
    /// `view` is about to be pushed.
    func stackFlowView(_ stackView: StackFlowView, willPush view: UIView)
    /// `view` was pushed and its animation has finished.
    func stackFlowView(_ stackView: StackFlowView, didPush view: UIView)
}

extension StackFlowDelegate {
    /// Default: pops the requested items.
    public func stackFlowViewDidRequestPop(_ stackView: StackFlowView, numberOfItems: Int) {
        stackView.pop(numberOfItems)
    }
    /// Default: nothing.
    public func stackFlowViewDidRequestPush(_ stackView: StackFlowView) {}
    /// Default: nothing.
    public func stackFlowViewWillPop(_ stackView: StackFlowView) {}
    /// Default: nothing.
    public func stackFlowViewDidPop(_ stackView: StackFlowView) {}
    /// Default: nothing.
    public func stackFlowView(_ stackView: StackFlowView, willPush view: UIView) {}
    /// Default: nothing.
    public func stackFlowView(_ stackView: StackFlowView, didPush view: UIView) {}
}
#endif

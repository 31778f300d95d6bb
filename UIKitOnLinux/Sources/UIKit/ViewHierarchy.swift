// The view tree: adding, inserting, reordering and removing subviews, with the hierarchy and window callbacks and controllers' automatic appearance calls.

import Foundation

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/superview : "The receiver’s superview,
    /// or nil if it has none."
    public var superview: UIView? { doubleSuperview }

    /// https://developer.apple.com/documentation/uikit/uiview/subviews : "The receiver’s immediate
    /// subviews." Back to front.
    public var subviews: [UIView] { doubleSubviews }

    /// https://developer.apple.com/documentation/uikit/uiview/window : "The receiver’s window object,
    /// or nil if it has none."
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.doubleSuperview
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:) : "Returns a Boolean
    /// value indicating whether the receiver is a subview of a given view or identical to that view."
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.doubleSuperview
        }
        return false
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) : "If view already has a
    /// superview and that view is not the receiver, this method removes the previous superview before
    /// making the receiver its new superview."
    public func addSubview(_ view: UIView) { doubleInsert(view, at: doubleSubviews.count) }

    public func insertSubview(_ view: UIView, at index: Int) { doubleInsert(view, at: index) }

    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        doubleInsert(view, at: nil, relativeTo: siblingSubview, offset: 1)
    }

    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        doubleInsert(view, at: nil, relativeTo: siblingSubview, offset: 0)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:) : "Moves the
    /// specified subview so that it appears on top of its siblings."
    public func bringSubviewToFront(_ view: UIView) {
        guard view.doubleSuperview === self else { return }
        doubleSubviews.removeAll { $0 === view }
        doubleSubviews.append(view)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() : "Unlinks the view
    /// from its superview and its window, and removes it from the responder chain." and "Calling this
    /// method removes any constraints that refer to the view you are removing, or that refer to any
    /// view in the subtree of the view you are removing."
    public func removeFromSuperview() {
        guard let old = doubleSuperview else { return }
        let oldWindow = window
        old.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { doubleWindowWillChange(to: nil) }
        old.doubleSubviews.removeAll { $0 === self }
        doubleSuperview = nil
        doubleRemoveConstraintsCrossing(from: old)
        if oldWindow != nil { doubleWindowDidChange(from: oldWindow) }
        didMoveToSuperview()
        old.setNeedsLayout()
    }

    /// The one path every insertion takes. ASSUMPTION (the order of the callbacks when a view moves
    /// between superviews; a simulator trace of F16 settles it): old superview's
    /// `willRemoveSubview`, `willMove(toSuperview:)`, `willMove(toWindow:)` down the subtree, the
    /// move, `didMoveToWindow` down the subtree, `didMoveToSuperview`, new superview's `didAddSubview`.
    /// Moving a subview within its superview only reorders it (no callbacks but `didAddSubview`).
    func doubleInsert(_ view: UIView, at requested: Int?, relativeTo sibling: UIView? = nil, offset: Int = 0) {
        guard view !== self, !isDescendant(of: view) else {
            UIKitDouble.recordFailure("addSubview: a view cannot be added to itself or to one of its subviews")
            return
        }
        func index() -> Int {
            if let sibling, let at = doubleSubviews.firstIndex(where: { $0 === sibling }) { return at + offset }
            return min(max(0, requested ?? doubleSubviews.count), doubleSubviews.count)
        }
        if view.doubleSuperview === self {
            doubleSubviews.removeAll { $0 === view }
            doubleSubviews.insert(view, at: index())
            didAddSubview(view)
            return
        }
        let oldSuperview = view.doubleSuperview
        let oldWindow = view.window
        let newWindow = window
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.doubleWindowWillChange(to: newWindow) }
        if let oldSuperview {
            oldSuperview.doubleSubviews.removeAll { $0 === view }
            view.doubleSuperview = nil
            view.doubleRemoveConstraintsCrossing(from: oldSuperview)
            oldSuperview.setNeedsLayout()
        }
        doubleSubviews.insert(view, at: index())
        view.doubleSuperview = self
        if oldWindow !== newWindow { view.doubleWindowDidChange(from: oldWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        // ASSUMPTION: the added view is marked for layout as well as its new superview (which
        // CALayer documents); a simulator trace of F17 settles it.
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// `willMove(toWindow:)` down the subtree, parents first; controllers whose root view this is
    /// hear that they will appear or disappear.
    func doubleWindowWillChange(to newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        (next as? UIViewController)?.doubleViewWillMove(toWindow: newWindow)
        for subview in doubleSubviews { subview.doubleWindowWillChange(to: newWindow) }
    }

    /// `didMoveToWindow` down the subtree, parents first; the views are marked for layout in their
    /// new window and controllers hear that they appeared or disappeared.
    func doubleWindowDidChange(from oldWindow: UIWindow?) {
        if window != nil { doubleNeedsLayout = true }
        didMoveToWindow()
        (next as? UIViewController)?.doubleViewDidMoveToWindow()
        for subview in doubleSubviews { subview.doubleWindowDidChange(from: oldWindow) }
        if window != nil { UIWindow.noteDirty() }
    }
}

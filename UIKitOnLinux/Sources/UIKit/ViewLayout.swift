// The layout pass (setNeedsLayout, layoutIfNeeded, the run loop's pass over windows, the runaway-pass guard), autoresizing, coordinate conversion and safe areas.

import Foundation

/// A view's autoresizing and constraint state, stored in the view's class body.
struct ViewLayoutState {
    var autoresizingMask: UIView.AutoresizingMask = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints this view holds (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// Content hugging priorities, horizontal and vertical (ASSUMPTION: a view made in code starts
    /// at `.defaultLow`, 250; Apple's page says custom views set "typically" low or high).
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// Compression resistance priorities (ASSUMPTION: `.defaultHigh`, 750, for a view made in code).
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public var autoresizingMask: AutoresizingMask {
        get { doubleLayoutState.autoresizingMask }
        set { doubleLayoutState.autoresizingMask = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints :
    /// with `false`, the view's frame comes from its constraints at its superview's layout pass.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { doubleLayoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            doubleLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            doubleSuperview?.setNeedsLayout()
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews : "When the bounds
    /// change, the view adjusts the size of its subviews automatically according to each subview’s
    /// autoresizing mask." ASSUMPTION: flexible parts share the change equally (UIKit shares it in
    /// proportion to their sizes); the host's only mask is width+height, where the two agree (F2 and F3 settle it).
    func resizeSubviews(from old: CGSize) {
        let dw = bounds.width - old.width, dh = bounds.height - old.height
        for subview in doubleSubviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            func share(_ delta: CGFloat, _ lead: Bool, _ size: Bool, _ trail: Bool) -> (move: CGFloat, grow: CGFloat) {
                let parts = CGFloat([lead, size, trail].filter { $0 }.count)
                guard parts > 0 else { return (0, 0) }
                let each = delta / parts
                return (lead ? each : 0, size ? each : 0)
            }
            let h = share(dw, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            let v = share(dh, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            frame.origin.x += h.move
            frame.size.width += h.grow
            frame.origin.y += v.move
            frame.size.height += v.grow
            subview.frame = frame
        }
    }

    // MARK: The layout pass

    /// https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded() : "the layer’s
    /// super layers are traversed until a ancestor layer is found that does not require layout. Then
    /// layout is performed on the entire layer-tree beneath that ancestor."
    func doubleLayOutIfNeeded() {
        var root = self
        while let parent = root.doubleSuperview, parent.doubleNeedsLayout { root = parent }
        root.doubleLayOutSubtree()
    }

    /// Lays out every marked view of the subtree, parents before children, and again while a pass
    /// left views marked (ASSUMPTION: UIKit repeats until the tree is clean, as the host's comments
    /// say; the guard below bounds it; G1 on a device settles it). A view laid out more than `UIKitDouble.layoutPassLimit`
    /// times in one run-loop turn is recorded as a failure and not laid out again in that turn.
    func doubleLayOutSubtree() {
        while doubleSubtreeNeedsLayout() {
            if !doubleLayOutMarked() { break }
        }
    }

    func doubleSubtreeNeedsLayout() -> Bool {
        doubleNeedsLayout || doubleSubviews.contains { $0.doubleSubtreeNeedsLayout() }
    }

    private func doubleLayOutMarked() -> Bool {
        var didWork = false
        if doubleNeedsLayout {
            doubleNeedsLayout = false
            let id = ObjectIdentifier(self)
            let count = (UIKitDouble.layoutPassesThisTurn[id] ?? 0) + 1
            UIKitDouble.layoutPassesThisTurn[id] = count
            if count <= UIKitDouble.layoutPassLimit {
                doubleViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                doubleViewController?.viewDidLayoutSubviews()
                didWork = true
            } else if count == UIKitDouble.layoutPassLimit + 1 {
                UIKitDouble.recordFailure("layout feedback: \(type(of: self)) was laid out more than \(UIKitDouble.layoutPassLimit) times in one run-loop turn")
            }
        }
        for subview in doubleSubviews where subview.doubleSuperview === self {
            if subview.doubleLayOutMarked() { didWork = true }
        }
        return didWork
    }

    /// https://developer.apple.com/documentation/uikit/uiview/sizetofit() : "Resizes and moves the
    /// receiver view so it just encloses its subviews." (The size `sizeThatFits(_:)` gives.)
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize() :
    /// "This allows the constraint-based layout system to take the new intrinsic content size into
    /// account in its next layout pass." ASSUMPTION (SZ1 settles it): Auto Layout solves the whole
    /// window at once, so a view whose size follows this one's (a card around it, the card's own
    /// container) takes its new frame in that pass: the double lays out every ancestor again.
    public func invalidateIntrinsicContentSize() {
        doubleKeptIntrinsicSize = nil
        var ancestor = doubleSuperview
        while let view = ancestor {
            view.setNeedsLayout()
            ancestor = view.doubleSuperview
        }
        setNeedsLayout()
    }

    // MARK: Coordinates (transforms are ignored)

    /// A point of this view in its root's coordinates (the window's, for a view in a window).
    func doublePointInRoot(_ point: CGPoint) -> (CGPoint, UIView) {
        var point = point
        var view = self
        while let parent = view.doubleSuperview {
            point.x += view.frame.minX - view.bounds.minX
            point.y += view.frame.minY - view.bounds.minY
            view = parent
        }
        return (point, view)
    }

    /// The inverse: a point of `root`'s coordinates in this view's.
    func doublePointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = doubleSuperview else { return point }
        var point = parent.doublePointFromRoot(point)
        point.x += bounds.minX - frame.minX
        point.y += bounds.minY - frame.minY
        return point
    }

    /// A point of this view on the screen: its root window's origin added (ASSUMPTION: one screen,
    /// window coordinates offset by the window's frame; F8's keyboard frames settle it).
    func doublePointOnScreen(_ point: CGPoint) -> CGPoint {
        let (inRoot, root) = doublePointInRoot(point)
        return CGPoint(x: inRoot.x + root.frame.minX, y: inRoot.y + root.frame.minY)
    }

    func doublePointFromScreen(_ point: CGPoint) -> CGPoint {
        let (_, root) = doublePointInRoot(.zero)
        return doublePointFromRoot(CGPoint(x: point.x - root.frame.minX, y: point.y - root.frame.minY))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:) : "If view is nil,
    /// this method instead converts to window base coordinates."
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return doublePointInRoot(point).0 }
        return view.doublePointFromScreen(doublePointOnScreen(point))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return doublePointFromRoot(point) }
        return doublePointFromScreen(view.doublePointOnScreen(point))
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // UICoordinateSpace: through screen coordinates.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace.doublePointFromScreen(doublePointOnScreen(point))
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        doublePointFromScreen(coordinateSpace.doublePointOnScreen(point))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }

    // MARK: Safe area

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets : "If the view is not
    /// currently installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this
    /// property are 0." "For the view controller’s root view, the insets account for the status bar,
    /// other visible bars, and any additional insets that you specified using the
    /// additionalSafeAreaInsets property of your view controller. For other views in the view
    /// hierarchy, the insets reflect only the portion of the view that is covered." ASSUMPTION: inside
    /// a scroll view the covered part follows plain geometry (moving with the content offset); F3
    /// settles it.
    func doubleComputedSafeAreaInsets() -> UIEdgeInsets {
        guard window != nil else { return .zero }
        let safe = doubleSafeRect()
        guard !safe.isNull else { return UIEdgeInsets(top: bounds.height, left: 0, bottom: 0, right: 0) }
        return UIEdgeInsets(top: max(0, safe.minY - bounds.minY), left: max(0, safe.minX - bounds.minX),
                            bottom: max(0, bounds.maxY - safe.maxY), right: max(0, bounds.maxX - safe.maxX))
    }

    /// The safe part of the view, in its own coordinates.
    func doubleSafeRect() -> CGRect {
        var rect: CGRect
        if let window = self as? UIWindow {
            rect = bounds.inset(by: window.doubleSafeAreaInsets)
        } else if let parent = doubleSuperview {
            let parentRect = parent.doubleSafeRect()
            rect = parentRect.isNull ? .null : CGRect(origin: doublePointFromParent(parentRect.origin), size: parentRect.size).intersection(bounds)
        } else {
            rect = bounds
        }
        if let controller = doubleViewController, !rect.isNull {
            rect = rect.inset(by: controller.additionalSafeAreaInsets)
            // "the insets account for the status bar, other visible bars": a navigation bar's height.
            if controller.doubleIsUnderNavigationBar, !rect.isNull {
                rect = rect.inset(by: UIEdgeInsets(top: UINavigationController.doubleBarHeight, left: 0, bottom: 0, right: 0))
            }
        }
        return rect
    }

    private func doublePointFromParent(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + bounds.minX - frame.minX, y: point.y + bounds.minY - frame.minY)
    }
}

/// https://developer.apple.com/documentation/uikit/uicoordinatespace : "A set of methods for
/// converting between different frames of reference on a screen."
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UICoordinateSpace {
    /// Screen coordinates of a point of this space (views and the screen's space both know theirs).
    func doublePointOnScreen(_ point: CGPoint) -> CGPoint {
        (self as? UIView)?.doublePointOnScreen(point) ?? point
    }

    func doublePointFromScreen(_ point: CGPoint) -> CGPoint {
        (self as? UIView)?.doublePointFromScreen(point) ?? point
    }
}

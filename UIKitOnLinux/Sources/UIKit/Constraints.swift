// Constraints and anchors, their activation rules, and a toy solver (pins to the superview, fixed and intrinsic sizes) standing in for Auto Layout.

import Foundation

/// https://developer.apple.com/documentation/uikit/uilayoutpriority : "The layout priority is used
/// to indicate to the constraint-based layout system which constraints are more important."
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable, Comparable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static var required: UILayoutPriority { UILayoutPriority(1000) }
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
    public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint : "The relationship between two
/// user interface objects that must be satisfied by the constraint-based layout system."
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable { case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute = 0 }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem : the SDK declares
    /// the items `unowned(unsafe)`: a constraint does not keep its views alive (weak here, to be safe).
    weak var firstView: UIView?
    open private(set) var firstAttribute: Attribute
    weak var secondView: UIView?
    /// Whether the constraint relates two items (a constant size has none).
    let hasSecondItem: Bool
    open private(set) var secondAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) var multiplier: CGFloat
    /// The view holding it while active (its items' closest common ancestor).
    weak var owner: UIView?

    init(_ first: UIView, _ firstAttribute: Attribute, _ relation: Relation, _ second: UIView?, _ secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstView = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondView = second
        hasSecondItem = second != nil
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    open var firstItem: AnyObject? { firstView }
    open var secondItem: AnyObject? { secondView }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant : changing it on an
    /// active constraint lays its views out again.
    open var constant: CGFloat {
        didSet { if constant != oldValue { doubleItemsNeedLayout() } }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority : "Priorities may
    /// not change from nonrequired to required, or from required to nonrequired." Such a change on an
    /// active constraint is recorded as a failure (UIKit throws).
    open var priority: UILayoutPriority = .required {
        didSet {
            if isActive, (oldValue == .required) != (priority == .required) {
                UIKitDouble.recordFailure("a constraint's priority changed between required and optional while active (\(oldValue.rawValue) -> \(priority.rawValue))")
            }
            if priority != oldValue { doubleItemsNeedLayout() }
        }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive : "Activating or
    /// deactivating the constraint calls addConstraint(_:) and removeConstraint(_:) on the view that is
    /// the closest common ancestor of the items managed by this constraint." Items without a common
    /// ancestor are recorded as a failure (UIKit throws).
    open var isActive: Bool {
        get { owner != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let ancestor = commonAncestor() else {
                    return UIKitDouble.recordFailure("Unable to activate constraint between \(firstView.map { "\(type(of: $0))" } ?? "nil") and \(secondView.map { "\(type(of: $0))" } ?? "nil"): they have no common ancestor")
                }
                owner = ancestor
                ancestor.doubleLayoutState.constraints.append(self)
            } else {
                owner?.doubleLayoutState.constraints.removeAll { $0 === self }
                owner = nil
            }
            doubleItemsNeedLayout()
        }
    }

    /// Drops the constraint without the layout a deactivation asks for (its view left the hierarchy).
    func doubleDetach() {
        owner?.doubleLayoutState.constraints.removeAll { $0 === self }
        owner = nil
    }

    private func commonAncestor() -> UIView? {
        guard let firstView, hasSecondItem == (secondView != nil) else { return nil }
        guard let secondView else { return firstView }
        var candidate: UIView? = firstView
        while let view = candidate {
            if secondView.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    private func doubleItemsNeedLayout() {
        for view in [owner, firstView, firstView?.superview, secondView, secondView?.superview].compactMap({ $0 }) {
            view.setNeedsLayout()
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor : "A factory class for creating
/// layout constraint objects using a fluent API."
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let view: UIView
    let attribute: NSLayoutConstraint.Attribute
    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, anchor.view, anchor.attribute, multiplier: 1, constant: c)
    }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, anchor.view, anchor.attribute, multiplier: m, constant: 0)
    }
}

extension UIView {
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// https://developer.apple.com/documentation/uikit/uiview/constraints : "The constraints held by the view."
    public var constraints: [NSLayoutConstraint] { doubleLayoutState.constraints }

    /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:) :
    /// "Sets the priority with which a view resists being made larger than its intrinsic size."
    /// Kept and read back; the toy solver does not weigh it (see `systemLayoutSizeFitting`).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { doubleLayoutState.hugging.horizontal = priority } else { doubleLayoutState.hugging.vertical = priority }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:) : "Returns
    /// the priority with which a view resists being made larger than its intrinsic size."
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? doubleLayoutState.hugging.horizontal : doubleLayoutState.hugging.vertical
    }

    /// https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:) :
    /// "Sets the priority with which a view resists being made smaller than its intrinsic size."
    /// Kept and read back; the toy solver does not weigh it.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { doubleLayoutState.compressionResistance.horizontal = priority } else {
            doubleLayoutState.compressionResistance.vertical = priority
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:) :
    /// "Returns the priority with which a view resists being made smaller than its intrinsic size."
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? doubleLayoutState.compressionResistance.horizontal : doubleLayoutState.compressionResistance.vertical
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize : "The option
    /// to use the smallest possible size."
    public static let layoutFittingCompressedSize = CGSize.zero

    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:) : "Returns the
    /// optimal size of the view based on its current constraints." (Both axes at fitting priority.)
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:) :
    /// "Returns the optimal size of the view based on its constraints and the specified fitting
    /// priorities." ASSUMPTION (the toy solver; F12, F17 and G8 on a device settle it): an
    /// axis held above fitting priority takes the target length; the other takes the view's natural
    /// length: its own size constraint, else its intrinsic size, else the largest chain
    /// edge–subview–edge of subviews pinned to both its edges; 0 otherwise. No inequalities, no
    /// sibling chains, no hugging or compression resistance.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        let width: CGFloat? = horizontalFittingPriority > .fittingSizeLevel ? targetSize.width : nil
        let height: CGFloat? = verticalFittingPriority > .fittingSizeLevel ? targetSize.height : nil
        let natural = doubleNaturalSize(width: width)
        return CGSize(width: width ?? natural.width, height: height ?? natural.height)
    }

    // MARK: The toy solver

    /// What the constraints say about one attribute of `view` inside its superview: a value and a priority.
    private func doublePins(of view: UIView, in container: UIView) -> [(NSLayoutConstraint.Attribute, CGFloat, UILayoutPriority)] {
        let size = container.bounds.size
        func value(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            switch attribute {
            case .left, .leading, .top: 0
            case .right, .trailing: size.width
            case .bottom: size.height
            case .width: size.width
            case .height: size.height
            case .centerX: size.width / 2
            case .centerY: size.height / 2
            case .notAnAttribute: nil
            }
        }
        var pins: [(NSLayoutConstraint.Attribute, CGFloat, UILayoutPriority)] = []
        for constraint in container.constraints + view.constraints where constraint.relation == .equal {
            if constraint.firstView === view, constraint.secondView === container || !constraint.hasSecondItem {
                let base = !constraint.hasSecondItem ? 0 : (value(constraint.secondAttribute) ?? 0) * constraint.multiplier
                pins.append((constraint.firstAttribute, base + constraint.constant, constraint.priority))
            } else if constraint.secondView === view, constraint.firstView === container, constraint.multiplier != 0 {
                pins.append((constraint.secondAttribute, ((value(constraint.firstAttribute) ?? 0) - constraint.constant) / constraint.multiplier,
                             constraint.priority))
            }
        }
        return pins
    }

    /// The frame the constraints give `view` (a subview using constraints) in this view.
    func doubleSolvedFrame(of view: UIView) -> CGRect {
        let pins = doublePins(of: view, in: self)
        func best(_ attributes: Set<NSLayoutConstraint.Attribute>) -> (CGFloat, UILayoutPriority)? {
            pins.filter { attributes.contains($0.0) }.max { $0.2 < $1.2 }.map { ($0.1, $0.2) }
        }
        func axis(start: Set<NSLayoutConstraint.Attribute>, end: Set<NSLayoutConstraint.Attribute>, center: NSLayoutConstraint.Attribute,
                  length: NSLayoutConstraint.Attribute, natural: () -> CGFloat, current: CGFloat) -> (CGFloat, CGFloat) {
            let lead = best(start), trail = best(end), mid = best([center]), fixed = best([length])
            var size: CGFloat
            if let lead, let trail, fixed.map({ $0.1 < min(lead.1, trail.1) }) ?? true {
                size = trail.0 - lead.0
            } else if let fixed {
                size = fixed.0
            } else {
                size = natural()
            }
            size = max(0, size)
            if let lead, trail.map({ lead.1 >= $0.1 }) ?? true { return (lead.0, size) }
            if let trail { return (trail.0 - size, size) }
            if let mid { return (mid.0 - size / 2, size) }
            return (current, size)
        }
        let h = axis(start: [.left, .leading], end: [.right, .trailing], center: .centerX, length: .width,
                     natural: { view.doubleNaturalSize(width: nil).width }, current: view.frame.minX)
        let v = axis(start: [.top], end: [.bottom], center: .centerY, length: .height,
                     natural: { view.doubleNaturalSize(width: h.1).height }, current: view.frame.minY)
        return CGRect(x: h.0, y: v.0, width: h.1, height: v.1)
    }

    /// The view's natural size (its width given, or its own), as `systemLayoutSizeFitting` describes.
    func doubleNaturalSize(width: CGFloat?) -> CGSize {
        func own(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            constraints.filter { $0.firstView === self && !$0.hasSecondItem && $0.firstAttribute == attribute && $0.relation == .equal }
                .max { $0.priority < $1.priority }?.constant
        }
        if let label = self as? UILabel, label.numberOfLines != 1, own(.width) == nil, own(.height) == nil {
            return label.doubleTextSize(width: width)
        }
        // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize() :
        // "Call this when something changes in your custom view that invalidates its intrinsic
        // content size. This allows the constraint-based layout system to take the new intrinsic
        // content size into account in its next layout pass." ASSUMPTION: until then layout keeps the
        // size it read (a multi-line label's follows its width, as with an automatic
        // `preferredMaxLayoutWidth`); no device check: the host invalidates wherever it relies on a
        // new size (Dynamic Type), and only the text-size test's "nothing told the stack yet" leans on it.
        let wraps = (self as? UILabel).map { $0.numberOfLines != 1 } ?? false
        let intrinsic = wraps ? intrinsicContentSize : doubleKeptIntrinsicSize ?? intrinsicContentSize
        if !wraps { doubleKeptIntrinsicSize = intrinsic }
        let resolvedWidth = width ?? own(.width) ?? (intrinsic.width >= 0 ? intrinsic.width : doubleChainLength(vertical: false, width: nil))
        let height = own(.height) ?? (intrinsic.height >= 0 ? intrinsic.height : doubleChainLength(vertical: true, width: resolvedWidth))
        return CGSize(width: resolvedWidth, height: height)
    }

    /// The longest edge–subview–edge chain along an axis, for subviews pinned to both edges.
    private func doubleChainLength(vertical: Bool, width: CGFloat?) -> CGFloat {
        var longest: CGFloat = 0
        let saved = bounds
        for subview in doubleSubviews where !subview.translatesAutoresizingMaskIntoConstraints {
            // The pins are read against the edge at 0 (and the width given); the bounds are back
            // before the subview's own size is asked for, which may read its geometry (a scroll
            // view's safe area, say): real Auto Layout moves no bounds to measure.
            if let width { layer.bounds.size.width = width }
            layer.bounds.size = vertical ? CGSize(width: bounds.width, height: 0) : CGSize(width: 0, height: bounds.height)
            let pins = doublePins(of: subview, in: self)
            let start = pins.first { vertical ? $0.0 == .top : ($0.0 == .left || $0.0 == .leading) }
            let end = pins.first { vertical ? $0.0 == .bottom : ($0.0 == .right || $0.0 == .trailing) }
            let subviewWidth = vertical && start != nil && end != nil ? doubleSolvedFrame(of: subview).width : nil
            layer.bounds = saved
            guard let start, let end else { continue }
            let natural = subview.doubleNaturalSize(width: subviewWidth)
            // With the edge at 0, `end.1` is minus the space after the subview.
            longest = max(longest, start.1 + (vertical ? natural.height : natural.width) - end.1)
        }
        return longest
    }

    /// The default `layoutSubviews()`: subviews using constraints take the frames the solver gives.
    func doubleApplyConstraintsToSubviews() {
        for subview in doubleSubviews where !subview.translatesAutoresizingMaskIntoConstraints {
            let frame = doubleSolvedFrame(of: subview)
            if subview.frame != frame { subview.frame = frame }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() : "Calling this
    /// method removes any constraints that refer to the view you are removing, or that refer to any
    /// view in the subtree of the view you are removing."
    func doubleRemoveConstraintsCrossing(from oldSuperview: UIView) {
        var holder: UIView? = oldSuperview
        while let view = holder {
            for constraint in view.constraints where (constraint.firstView?.isDescendant(of: self) ?? false) || (constraint.secondView?.isDescendant(of: self) ?? false) {
                constraint.doubleDetach()
            }
            holder = view.superview
        }
    }
}

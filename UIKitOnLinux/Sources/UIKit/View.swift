// UIView's state: geometry kept in its layer (animated inside animation blocks), appearance flags, and the properties the host sets.

import Foundation

/// https://developer.apple.com/documentation/uikit/uiview : "An object that manages the content for
/// a rectangular area on the screen." Nothing is drawn; geometry, hierarchy and layout are modelled.
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) : "Initializes and returns
    /// a newly allocated view object with the specified frame rectangle."
    public init(frame: CGRect) {
        super.init()
        layer.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    // MARK: Layer and geometry

    /// https://developer.apple.com/documentation/uikit/uiview/layerclass : "Returns the class used
    /// to create the layer for instances of this class."
    open class var layerClass: AnyClass { CALayer.self }

    private var storedLayer: CALayer?
    /// https://developer.apple.com/documentation/uikit/uiview/layer : "The view’s Core Animation
    /// layer used for rendering." Made from `layerClass` on first use.
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        made.owningView = self
        storedLayer = made
        return made
    }

    /// https://developer.apple.com/documentation/uikit/uiview/frame : "The frame rectangle, which
    /// describes the view’s location and size in its superview’s coordinate system." Changing it
    /// inside an animation block animates position and bounds.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.frame
            let oldBounds = layer.bounds
            doubleAnimate("position", from: layer.position, to: CGPoint(x: newValue.midX, y: newValue.midY), changed: old.origin != newValue.origin || old.size != newValue.size)
            layer.frame = newValue
            var bounds = oldBounds
            bounds.size = newValue.size
            doubleAnimate("bounds", from: oldBounds, to: bounds, changed: oldBounds.size != newValue.size)
            boundsDidChange(from: oldBounds)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bounds : "The bounds rectangle, which
    /// describes the view’s location and size in its own coordinate system."
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds
            doubleAnimate("bounds", from: old, to: newValue, changed: old != newValue)
            layer.bounds = newValue
            boundsDidChange(from: old)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/center : "The center point of the
    /// view’s frame rectangle."
    open var center: CGPoint {
        get { layer.position }
        set {
            doubleAnimate("position", from: layer.position, to: newValue, changed: layer.position != newValue)
            layer.position = newValue
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/transform : kept; it changes neither
    /// frame nor bounds in the double (UIKit documents the frame as undefined under a transform).
    open var transform: CGAffineTransform {
        get { layer.affineTransform }
        set {
            doubleAnimate("transform", from: layer.affineTransform, to: newValue, changed: layer.affineTransform != newValue)
            layer.affineTransform = newValue
        }
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout() : "The system
    /// typically calls this method automatically when the layer’s bounds change or when sublayers are
    /// added or removed." A size change also resizes autoresizing subviews (see `autoresizingMask`).
    func boundsDidChange(from old: CGRect) {
        guard old != layer.bounds else { return }
        setNeedsLayout()
        if old.size != layer.bounds.size { resizeSubviews(from: old.size) }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/alpha : "The view’s alpha value." Kept in
    /// the layer's opacity.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            doubleAnimate("opacity", from: layer.opacity, to: Float(newValue), changed: layer.opacity != Float(newValue))
            layer.opacity = Float(newValue)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden : "A Boolean value that
    /// determines whether the view is hidden." Not animatable.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    private var storedBackgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor : "The view’s background color."
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            doubleAnimate("backgroundColor", from: layer.backgroundColor as Any, to: newValue?.cgColor as Any,
                          changed: layer.backgroundColor != newValue?.cgColor)
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isUserInteractionEnabled = true
    open var tintColor: UIColor! = .systemBlue
    /// https://developer.apple.com/documentation/uikit/uiview/mask : "An optional view whose alpha
    /// channel is used to mask a view’s content." Kept, not applied.
    open var mask: UIView?
    open var insetsLayoutMarginsFromSafeArea = true
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection :
    /// "The user interface layout direction appropriate for arranging the immediate content of this view."
    /// From the semantic attribute, else the traits (ASSUMPTION: a window's direction is set by the test; F6 settles it).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection : the
    /// window's traits (set by tests through `UIWindow.doubleTraitCollection`), or the defaults.
    open var traitCollection: UITraitCollection {
        var current: UIView? = self
        while let view = current {
            if let style = view.doubleViewController?.overrideUserInterfaceStyle, style != .unspecified {
                return (window?.doubleTraitCollection ?? UITraitCollection.current).doubleWithStyle(style)
            }
            current = view.doubleSuperview
        }
        return window?.doubleTraitCollection ?? UITraitCollection.current
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) :
    /// "Called when the iOS interface environment changes." Called for every view of a window whose
    /// `doubleTraitCollection` a test changes.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hierarchy state and callbacks (in the class body: Swift without the Objective-C runtime
    // cannot override a member declared in an extension)

    weak var doubleSuperview: UIView?
    var doubleSubviews: [UIView] = []
    /// Autoresizing and constraint state (see ViewLayout.swift and Constraints.swift).
    var doubleLayoutState = ViewLayoutState()
    /// Whether `setNeedsLayout()` marked the view and no layout pass has run since.
    var doubleNeedsLayout = false

    /// https://developer.apple.com/documentation/uikit/uiresponder/next : "UIView implements this
    /// method and returns the UIViewController object that manages it (if it has one) or its superview
    /// (if it doesn’t)."
    open override var next: UIResponder? { doubleViewController ?? doubleSuperview }
    /// The controller whose root view this is.
    weak var doubleViewController: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:) : "Tells the view
    /// that its superview is about to change to the specified superview."
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview() : "Tells the view
    /// that its superview changed."
    open func didMoveToSuperview() {}

    /// https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:) : "Tells the view
    /// that its window object is about to change."
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow() : "Tells the view that
    /// its window object changed."
    open func didMoveToWindow() {}

    /// https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:) : "Tells the view that
    /// a subview was added."
    open func didAddSubview(_ subview: UIView) {}

    /// https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:) : "Tells the view
    /// that a subview is about to be removed."
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout entry points (implemented in ViewLayout.swift)

    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() : "the default
    /// implementation uses any constraints you have set to determine the size and position of any
    /// subviews." (The double's constraints are a toy solver, see Constraints.swift.)
    open func layoutSubviews() { doubleApplyConstraintsToSubviews() }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout() : "Invalidates the
    /// current layout of the receiver and triggers a layout update during the next update cycle."
    open func setNeedsLayout() {
        doubleNeedsLayout = true
        if window != nil { UIWindow.noteDirty() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() : "Lays out the
    /// subviews immediately, if layout updates are pending." See `doubleLayOutIfNeeded()`.
    open func layoutIfNeeded() { doubleLayOutIfNeeded() }

    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize : "The natural size
    /// for the receiving view, considering only properties of the view itself." None by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) : "The default
    /// implementation of this method returns the existing size of the view."
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets : see `doubleSafeAreaInsets()`.
    open var safeAreaInsets: UIEdgeInsets { doubleComputedSafeAreaInsets() }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange() : "Called when
    /// the safe area of the view changes." ASSUMPTION: never called by the double (safe areas are
    /// computed when read); F3 on a device settles what the host would hear.
    open func safeAreaInsetsDidChange() {}

    // MARK: Gestures

    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers : "The gesture-recognizer
    /// objects currently attached to the view."
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) : "Attaches a
    /// gesture recognizer to the view." (A recognizer is attached to one view at a time.)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    // MARK: Hit testing and snapshots

    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:) : "Returns a
    /// Boolean value indicating whether the receiver contains the specified point."
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) : "Returns the farthest
    /// descendant in the view hierarchy of the current view, including itself, that contains the
    /// specified point." The same page: "This method ignores view objects that are hidden, that have
    /// disabled user interactions, or have an alpha level less than 0.01", and "Points that lie outside
    /// the receiver’s bounds are never reported as hits, even if they actually lie within one of the
    /// receiver’s subviews." Subviews are asked front to back (the last one, drawn on top, first).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:) :
    /// "Returns a snapshot view based on the contents of the current view." Here an empty view of the
    /// same size (nothing is rendered).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    // MARK: Accessibility that views override (the SDK declares these on NSObject; a Swift member of
    // an NSObject extension could not be overridden, so the double declares them on UIView)

    /// The intrinsic size Auto Layout last read, kept until `invalidateIntrinsicContentSize()`.
    var doubleKeptIntrinsicSize: CGSize?

    private var storedIsAccessibilityElement: Bool?
    /// https://developer.apple.com/documentation/objectivec/nsobject/isaccessibilityelement : "The
    /// default value for this property is false unless the receiver is a standard UIKit control, in
    /// which case the value is true." (ASSUMPTION: a UILabel counts as standard; F20 settles it.)
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? (self is UIControl || self is UILabel) }
        set { storedIsAccessibilityElement = newValue }
    }

    private var storedAccessibilityLabel: String??
    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilitylabel : "The default
    /// value for this property is nil unless the receiver is a UIKit control, in which case the value is
    /// a label derived from the control’s title." (ASSUMPTION: a UILabel's is its text; F20 settles it.)
    open var accessibilityLabel: String? {
        get {
            if let set = storedAccessibilityLabel { return set }
            return (self as? UILabel)?.text ?? (self as? UIButton)?.title(for: .normal)
        }
        set { storedAccessibilityLabel = .some(newValue) }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilitytraits : none by default.
    open var accessibilityTraits: UIAccessibilityTraits = []

    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilityelementshidden : false by default.
    open var accessibilityElementsHidden = false


    private var storedAccessibilityElements: [Any]?
    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilityelements : "An array
    /// of the accessibility elements in the container." Declared on UIView here so views can override
    /// it (a Swift extension member on NSObject could not be).
    open var accessibilityElements: [Any]? {
        get { storedAccessibilityElements }
        set { storedAccessibilityElements = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilityactivate() : "Tells
    /// the element to activate itself and report the success or failure of the operation." Default false.
    open func accessibilityActivate() -> Bool { false }

    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilityperformescape() :
    /// "Dismisses a modal view and returns the success or failure of the action." Default false.
    open func accessibilityPerformEscape() -> Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

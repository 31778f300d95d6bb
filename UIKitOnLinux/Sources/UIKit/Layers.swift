// Core Animation as far as the host touches it: layers holding a view's geometry, their animations and presentation values, gradient layers, transactions, display links.

import Foundation

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime() : "Returns the current
/// absolute time, in seconds." Here the virtual clock, ``UIKitDouble/now``.
@MainActor public func CACurrentMediaTime() -> CFTimeInterval { UIKitDouble.now }

/// https://developer.apple.com/documentation/quartzcore/calayer : "An object that manages
/// image-based content and allows you to perform animations on that content." In the double a layer
/// stores its view's geometry and opacity, and the animations running on them. (The SDK's CALayer is
/// not main-actor isolated; the double's is, since all its state belongs to the main thread's clock.)
@MainActor
open class CALayer: NSObject {
    public required override init() { super.init() }

    /// The view this layer backs, to mark for layout when its size changes.
    weak var owningView: UIView?

    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    /// ASSUMPTION: anchorPoint is always (0.5, 0.5) (UIView's default); nothing in the host changes it
    /// (F6's and F3's frame readings on a device would show a difference).
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame : "The frame rectangle
    /// is position and size of the layer specified in the superlayer’s coordinate space." The double
    /// ignores `transform` for it (UIKit documents the frame as undefined under a transform).
    open var frame: CGRect {
        get { CGRect(x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var opacity: Float = 1
    open var isHidden = false
    open var backgroundColor: CGColor?
    open var borderColor: CGColor?
    open var borderWidth: CGFloat = 0
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var masksToBounds = false
    var affineTransform = CGAffineTransform.identity

    // MARK: Animations

    var animations: [(key: String, animation: CAAnimation)] = []

    /// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) : "Add the specified
    /// animation object to the layer’s render tree." A key already in use replaces that animation.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "anonymous-\(UIKitDouble.nextID)"
        if let index = animations.firstIndex(where: { $0.key == key }) { remove(at: index, finished: false) }
        anim.beginTime = anim.beginTime > 0 ? anim.beginTime : CACurrentMediaTime()
        animations.append((key, anim))
        let end = anim.beginTime + anim.duration
        // ASSUMPTION: a layer freed while it animates (its view removed and released mid-animation)
        // takes its animations with it as removed ones: a view-animation completion still runs, with
        // `finished == false`, when the animation would have ended, instead of never. The SDK says
        // only that animationDidStop(_:finished:) is "Called when the animation either completes its
        // active duration or is removed from the object it is attached to (i.e. the layer)"
        // (CAAnimation.h, CAAnimationDelegate); F19 on a device settles the timing.
        let group = anim.group
        anim.timer = UIKitDouble.schedule(after: end - UIKitDouble.now) { [weak self, weak anim] in
            guard let self else { return group?.animationEnded(finished: false) ?? () }
            guard let anim, let index = self.animations.firstIndex(where: { $0.animation === anim }) else { return }
            self.remove(at: index, finished: true)
        }
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/animationkeys() : "Returns
    /// an array of strings that identify the animations currently attached to the layer." (nil when none)
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }

    open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }

    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations() :
    /// "Remove all animations attached to the layer." Their view-animation completions get
    /// `finished == false`.
    open func removeAllAnimations() {
        while !animations.isEmpty { remove(at: animations.count - 1, finished: false) }
    }

    open func removeAnimation(forKey key: String) {
        if let index = animations.firstIndex(where: { $0.key == key }) { remove(at: index, finished: false) }
    }

    private func remove(at index: Int, finished: Bool) {
        let anim = animations.remove(at: index).animation
        UIKitDouble.cancel(anim.timer)
        anim.group?.animationEnded(finished: finished)
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/presentation() : "Returns a
    /// copy of the presentation layer object that represents the state of the layer as it currently
    /// appears onscreen." ASSUMPTION: view animations are additive (each adds its from-minus-to offset,
    /// fading linearly over its duration: timing curves and springs are not modelled); only
    /// position, bounds and opacity have presentation values. F19 on a device settles it.
    open func presentation() -> Self? {
        let copy = Self()
        copy.doubleCopyModel(of: self)
        let now = UIKitDouble.now
        for (_, anim) in animations {
            guard let basic = anim as? CABasicAnimation, basic.isAdditiveViewAnimation else { continue }
            let remaining = anim.duration > 0 ? max(0, min(1, 1 - (now - anim.beginTime) / anim.duration)) : 0
            switch (basic.keyPath, basic.fromValue, basic.toValue) {
            case ("position", let from as CGPoint, let to as CGPoint):
                copy.position.x += (from.x - to.x) * remaining
                copy.position.y += (from.y - to.y) * remaining
            case ("bounds", let from as CGRect, let to as CGRect):
                copy.bounds.origin.x += (from.minX - to.minX) * remaining
                copy.bounds.origin.y += (from.minY - to.minY) * remaining
                copy.bounds.size.width += (from.width - to.width) * remaining
                copy.bounds.size.height += (from.height - to.height) * remaining
            case ("opacity", let from as Float, let to as Float):
                copy.opacity += (from - to) * Float(remaining)
            default: break
            }
        }
        return copy
    }

    /// Copies the model values into a presentation copy; subclasses add theirs.
    func doubleCopyModel(of layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        opacity = layer.opacity
        isHidden = layer.isHidden
        backgroundColor = layer.backgroundColor
        affineTransform = layer.affineTransform
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject/value(forkey:) : key-value coding,
    /// for the keys the host reads by name.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "opacity": opacity
        case "position": position
        case "bounds": bounds
        default: nil
        }
    }
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer : "A layer that draws a
/// color gradient over its background color." Nothing is drawn; the values are kept.
@MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)

    override func doubleCopyModel(of layer: CALayer) {
        super.doubleCopyModel(of: layer)
        guard let gradient = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint) = (gradient.colors, gradient.locations, gradient.startPoint, gradient.endPoint)
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": colors
        case "locations": locations
        default: super.value(forKey: key)
        }
    }
}

/// https://developer.apple.com/documentation/quartzcore/caanimation : "The abstract superclass for
/// animations in Core Animation."
@MainActor
open class CAAnimation: NSObject {
    public override init() { super.init() }
    open var duration: CFTimeInterval = 0.25
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    /// The clock entry that ends it, and the `UIView.animate` call it belongs to (if any).
    var timer = 0
    var group: ViewAnimationGroup?
}

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation : "An abstract subclass
/// of CAAnimation for creating animations that manipulate the value of layer properties."
@MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation : "An object that
/// provides basic, single-keyframe animation capabilities for a layer property."
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    /// Whether a `UIView.animate` block made it (those are additive, see `CALayer.presentation()`).
    var isAdditiveViewAnimation = false
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunction : kept, not applied.
public final class CAMediaTimingFunction: NSObject {
    /// The curve's name (test-only: the SDK keeps it out of reach).
    public let doubleName: CAMediaTimingFunctionName

    public init(doubleName name: CAMediaTimingFunctionName) { doubleName = name }

    public convenience init(name: CAMediaTimingFunctionName) { self.init(doubleName: name) }
}

public struct CAMediaTimingFunctionName: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
}

/// https://developer.apple.com/documentation/quartzcore/catransaction : "A mechanism for grouping
/// multiple layer-tree operations into atomic updates to the render tree." Layer property changes
/// have no implicit animations in the double (ASSUMPTION: the host disables them where it changes
/// layer properties outside a view's layer; F20's fade mask on a device settles it), so
/// begin/commit only count.
@MainActor
public final class CATransaction: NSObject {
    static var depth = 0
    public class func begin() { depth += 1 }
    public class func commit() { depth = max(0, depth - 1) }
    public class func setDisableActions(_ flag: Bool) {}
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink : "A timer object that allows
/// your app to synchronize its drawing to the refresh rate of the display." Its init: "The newly
/// constructed display link retains the target." (until `invalidate()`). ASSUMPTION: it fires every
/// 1/60 s of virtual time once added to a run loop, until invalidated (F18's drag on a device settles
/// the real rate).
@MainActor
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var timer: Int?
    open private(set) var timestamp: CFTimeInterval = 0
    open var isPaused = false

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { scheduleFrame() }

    private func scheduleFrame() {
        timer = UIKitDouble.schedule(after: 1.0 / 60) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.timestamp = UIKitDouble.now
            if !self.isPaused, let target = self.target { self.selector.send(to: target, with: self) }
            if self.timer != nil { self.scheduleFrame() }
        }
    }

    open func invalidate() {
        timer.map(UIKitDouble.cancel)
        timer = nil
        target = nil
    }
}

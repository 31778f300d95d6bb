// Gesture recognizers with target-action; scripted fingers (Touches.swift) drive them.

import Foundation

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate : every method optional.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:) :
    /// the recognizer receives every touch unless the delegate says otherwise.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:) :
    /// asked as the recognizer leaves `.possible`; `true` by default (the view's method of the same
    /// name, https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:) ,
    /// says false makes it "transition to the failed state"). The touched view's own answer is not
    /// asked (ASSUMPTION: the host's views never refuse; SW1 on a device).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:) :
    /// false by default. Never consulted: failure requirements are not modelled (README.md).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer : "The base class for concrete
/// gesture recognizers." Scripted fingers (`UIKitDouble.tap`, `press`, `swipe`) move it through its
/// states; it sends its action messages at each change, as UIKit does.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    /// ASSUMPTION: targets are not retained (Apple's page does not say; a target freed while attached
    /// is a crash on iOS, "message sent to deallocated instance", so UIKit does not keep it; G2 on a
    /// device settles what that leaves alive).
    private var targets: [(target: WeakObserver, action: Selector)] = []

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:) : "if you
    /// request to add a target-action pair that has already been added, then the request is ignored."
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.target.object === object && $0.action == action }) else { return }
        targets.append((WeakObserver(object), action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target.object === (target as AnyObject)) && (action == nil || entry.action == action)
        }
    }

    open internal(set) var state: State = .possible
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled : "Disables a
    /// gesture recognizers so it does not receive touches", and "If you change this property to false
    /// while a gesture recognizer is currently recognizing a gesture, the gesture recognizer
    /// transitions to a cancelled state."
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
            sendActions()
            state = .possible
        }
    }
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    /// Not modelled: setting it (the host never does) is recorded as a failure, so no test passes on
    /// a behaviour the double ignores.
    open var delaysTouchesBegan = false {
        didSet { if delaysTouchesBegan { UIKitDouble.recordFailure("delaysTouchesBegan is not modelled by the double") } }
    }

    /// Where the scripted touch is, in window coordinates.
    var doubleLocationInWindow = CGPoint.zero

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:) : "Returns the
    /// point computed as the location in a given view of the gesture represented by the receiver."
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return doubleLocationInWindow }
        return view.convert(doubleLocationInWindow, from: nil)
    }

    func sendActions() {
        for entry in targets {
            if let target = entry.target.object { entry.action.send(to: target, with: self) }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer : a discrete recognizer
/// (it goes straight to `.ended`).
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Only single taps are modelled: another value (the host never sets one) is recorded as a failure.
    open var numberOfTapsRequired = 1 {
        didSet { if numberOfTapsRequired != 1 { UIKitDouble.recordFailure("numberOfTapsRequired other than 1 is not modelled by the double") } }
    }
}

/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer : a continuous
/// recognizer (`.began`, `.changed`…, `.ended`).
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    /// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer : "While down, the
    /// user’s fingers can’t move more than a specified distance or the gesture fails"; the
    /// `allowableMovement` page: "The default distance is 10 points."
    open var allowableMovement: CGFloat = 10
}

/// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer : a discrete recognizer.
@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer : "A continuous gesture
/// recognizer that interprets panning gestures." Scripted fingers (Touches.swift) begin it once they
/// have moved far enough and its delegate agrees, then change it at every move and end it on lift.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Where the finger came down, where it was one frame ago and where it is (window coordinates).
    var doubleStart = CGPoint.zero
    var doublePrevious = CGPoint.zero
    /// What `setTranslation(_:in:)` set, and where the finger was then.
    var doubleBase: (translation: CGPoint, at: CGPoint)?

    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:) : "The x
    /// and y values report the total translation over time. They aren’t delta values from the last
    /// time that the translation was reported." ASSUMPTION: the total counts from where the finger
    /// came down, so `.began` already reports the movement that started the pan; transforms are
    /// ignored, so every view sees the same translation.
    open func translation(in view: UIView?) -> CGPoint {
        let point = doubleLocationInWindow
        guard let base = doubleBase else { return CGPoint(x: point.x - doubleStart.x, y: point.y - doubleStart.y) }
        return CGPoint(x: base.translation.x + point.x - base.at.x, y: base.translation.y + point.y - base.at.y)
    }

    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:) :
    /// "Sets the translation value in the coordinate system of the specified view."
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        doubleBase = (translation, doubleLocationInWindow)
        doublePrevious = doubleLocationInWindow
    }

    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:) : "The
    /// velocity of the pan gesture, which is expressed in points per second." ASSUMPTION: the last
    /// frame's movement over one frame's time (UIKit's smoothing over several frames is not modelled).
    open func velocity(in view: UIView?) -> CGPoint {
        let point = doubleLocationInWindow, frame = UIKitDouble.frameDuration
        return CGPoint(x: (point.x - doublePrevious.x) / frame, y: (point.y - doublePrevious.y) / frame)
    }
}

// Gesture recognizers with target-action, driven by tests (there is no touch delivery or arbitration).

import Foundation

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate : every method optional.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:) :
    /// the recognizer receives every touch unless the delegate says otherwise.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer : "The base class for concrete
/// gesture recognizers." Tests move it through its states with `UIKitDouble.recognize(_:…)`; the
/// recognizer then sends its action messages, as UIKit does for each state change.
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
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled : "Disabled gesture
    /// recognizers don’t receive touches." (A driven recognizer that is disabled does nothing.)
    open var isEnabled = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false

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
    open var numberOfTapsRequired = 1
}

/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer : a continuous
/// recognizer (`.began`, `.changed`…, `.ended`).
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
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

extension UIKitDouble {
    /// Moves `recognizer` to `state` as if touches at `point` (in its view's coordinates) made it so,
    /// and sends its actions. A touch that starts a gesture (`.began`, or `.ended` for a discrete one
    /// starting from `.possible`) is first offered to the delegate's `gestureRecognizer(_:shouldReceive:)`,
    /// on `touchedView` (default: the recognizer's view). Returns whether the actions were sent
    /// (ASSUMPTION: no arbitration between recognizers, no `require(toFail:)`, no touch cancellation;
    /// F14 and F18 on a device settle what that leaves out).
    @discardableResult
    public static func recognize(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, at point: CGPoint,
                                 touchedView: UIView? = nil) -> Bool {
        guard recognizer.isEnabled, let view = recognizer.view else { return false }
        if recognizer.state == .possible, state == .began || state == .ended {
            let touch = UIKitDouble.touch(on: touchedView ?? view, at: (touchedView ?? view).convert(point, from: view))
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { return false }
        }
        recognizer.doubleLocationInWindow = view.convert(point, to: nil)
        recognizer.state = state
        recognizer.sendActions()
        if state == .ended || state == .cancelled || state == .failed { recognizer.state = .possible }
        return true
    }
}

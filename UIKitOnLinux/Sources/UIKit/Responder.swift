// UIResponder: the responder chain, first responder, touch forwarding and the keyboard notification names, plus UITouch and UIEvent.

import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder : "An abstract interface for
/// responding to and handling events."
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiresponder/next : "The UIResponder class
    /// doesn’t store or set the next responder automatically, so this method returns nil by default."
    open var next: UIResponder? { nil }

    /// The one first responder (the double has one window's worth of text input at most).
    static weak var currentFirstResponder: UIResponder?

    open var isFirstResponder: Bool { Self.currentFirstResponder === self }
    open var canBecomeFirstResponder: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() : becomes
    /// the first responder only when `canBecomeFirstResponder` is true.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        Self.currentFirstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { Self.currentFirstResponder = nil }
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:) : "The
    /// default implementation of this method forwards the message up the responder chain."
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Keyboard notifications (posted by tests through NotificationCenter)

    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    @MainActor public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    @MainActor public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    @MainActor public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// https://developer.apple.com/documentation/uikit/uitouch : "An object representing the location,
/// size, movement, and force of a touch occurring on the screen." Tests make them with
/// `UIKitDouble.touch(on:at:)`, and scripted fingers deliver them (Touches.swift).
@MainActor
open class UITouch: NSObject {
    public override init() { super.init() }
    open internal(set) var view: UIView?
    var pointInWindow = CGPoint.zero
    open internal(set) var window: UIWindow?

    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:) : "Returns the current
    /// location of the receiver in the coordinate system of the given view."
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return pointInWindow }
        return view.convert(pointInWindow, from: nil)
    }
}

/// https://developer.apple.com/documentation/uikit/uievent : "An object that describes a single
/// user interaction with your app." Carried, never inspected.
@MainActor
open class UIEvent: NSObject {
    public override init() { super.init() }
}

extension UIKitDouble {
    /// A touch on `view` at `point` (in `view`'s coordinates), for driving recognizers and touch handlers.
    public static func touch(on view: UIView, at point: CGPoint) -> UITouch {
        let touch = UITouch()
        touch.view = view
        touch.window = view.window
        touch.pointInWindow = view.convert(point, to: nil)
        return touch
    }
}

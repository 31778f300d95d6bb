// A Selector that carries the method it names (Linux has no Objective-C runtime), target-action and perform requests.

import Foundation

/// Stands in for Objective-C's `SEL`. Without the runtime a name cannot be looked up, so the
/// rewritten host passes the method itself: `assemble` turns `#selector(m(_:))` into
/// `Selector(doubleNamed: "m(_:)", self, { $0.m(_:) })`. `self` is only there to fix the type; it is not kept.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The method's name (test-only: the SDK's Selector keeps it out of reach).
    public let doubleName: String
    let call: (@MainActor (AnyObject, Any?) -> Void)?

    /// A selector known by name only (`NSSelectorFromString`): it calls nothing.
    public init(_ name: String) {
        self.doubleName = name
        call = nil
    }

    /// A method that takes one argument (the sender, a notification).
    public init<Target: AnyObject, Argument>(doubleNamed name: String, _ witness: Target,
                                             _ method: @escaping @MainActor (Target) -> (Argument) -> Void) {
        self.doubleName = name
        call = { target, argument in
            guard let target = target as? Target else { return }
            if let argument = argument as? Argument {
                method(target)(argument)
            } else {
                UIKitDouble.recordFailure("selector \(name) was sent an argument of type \(type(of: argument)), not \(Argument.self)")
            }
        }
    }

    /// A method without arguments (`#selector(popTapped)`).
    public init<Target: AnyObject>(doubleNamed name: String, _ witness: Target, _ method: @escaping @MainActor (Target) -> () -> Void) {
        self.doubleName = name
        call = { target, _ in (target as? Target).map { method($0)() } }
    }

    public var description: String { doubleName }
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.doubleName == rhs.doubleName }
    public func hash(into hasher: inout Hasher) { hasher.combine(doubleName) }

    /// Calls the method on `target`, if the selector carries one.
    @MainActor func send(to target: AnyObject, with argument: Any?) { call?(target, argument) }
}

/// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:) : "Returns the
/// selector with a given name." Here a name-only selector (see ``Selector/init(_:)``).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:) :
    /// "Returns a Boolean value that indicates whether the receiver implements or inherits a method
    /// that can respond to a specified message." ASSUMPTION: only the names the host asks by name
    /// are known (`accessibilityContainer`, which every NSObject answers); settled by F20's VoiceOver check.
    @MainActor public func responds(to aSelector: Selector!) -> Bool {
        aSelector?.doubleName == "accessibilityContainer" || aSelector?.call != nil
    }

    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:) :
    /// "Sends a specified message to the receiver and returns the result of the message." Only the
    /// name-only `accessibilityContainer` returns something here.
    @MainActor public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector else { return nil }
        if aSelector.doubleName == "accessibilityContainer" {
            return doubleAccessibilityContainer.map { Unmanaged.passUnretained($0) }
        }
        aSelector.send(to: self, with: nil)
        return nil
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject/perform(_:with:afterdelay:) : "Invokes a
    /// method of the receiver on the current thread using the default mode after a delay." Here on
    /// the virtual clock: a delay of 0 runs at the next run-loop turn.
    @MainActor public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = PerformRequest(target: self, selector: aSelector, argument: anArgument)
        request.timer = UIKitDouble.schedule(after: delay) { [request] in
            PerformRequest.pending.removeAll { $0 === request }
            request.selector.send(to: request.target, with: request.argument)
        }
        PerformRequest.pending.append(request)
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject/cancelpreviousperformrequests(withtarget:) :
    /// "Cancels perform requests previously registered with perform(_:with:afterDelay:)."
    @MainActor public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let target = aTarget as AnyObject
        for request in PerformRequest.pending where request.target === target { UIKitDouble.cancel(request.timer) }
        PerformRequest.pending.removeAll { $0.target === target }
    }
}

/// One `perform(_:with:afterDelay:)` waiting on the clock. It keeps its target alive until it runs,
/// as the SDK documents for the run loop's timer.
@MainActor
final class PerformRequest {
    static var pending: [PerformRequest] = []
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var timer = 0

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }
}

extension NotificationCenter {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:) :
    /// "Adds an entry to the notification center to call the provided selector with the notification."
    /// The observer is held weakly (since iOS 9 the center does not keep or message a deallocated
    /// observer). Delivery is synchronous, on the posting thread, which tests keep the main thread.
    @MainActor public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                                       object anObject: Any?) {
        let target = WeakObserver(observer as AnyObject)
        let selector = aSelector
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                if let object = target.object { selector.send(to: object, with: notification) }
            }
        }
    }
}

/// A weak reference a notification block may capture (the block is `@Sendable`; it only runs on the
/// main thread in the double's tests).
final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

// Accessibility: UIAccessibility's VoiceOver state and notifications, and the NSObject properties UIKit adds that the host reads on any object (a side table: a Swift extension cannot store).

import Foundation

/// https://developer.apple.com/documentation/uikit/uiaccessibility : VoiceOver's state, set by tests
/// (`UIAccessibility.doubleVoiceOverRunning`, `doubleFocusedElement`).
public struct UIAccessibility {
    @MainActor public static var doubleVoiceOverRunning = false
    @MainActor public static var doubleFocusedElement: AnyObject?

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    @MainActor public static var isVoiceOverRunning: Bool { doubleVoiceOverRunning }

    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:) : "Returns
    /// the element that has the current focus of the specified assistive technology."
    @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        doubleFocusedElement
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}

/// What an object's accessibility properties were set to, held against the object itself.
@MainActor
final class AccessibilityValues {
    weak var object: NSObject?
    var frame: CGRect?
    weak var container: AnyObject?
    var customActions: [UIAccessibilityCustomAction]?
    init(_ object: NSObject) { self.object = object }

    static var table: [ObjectIdentifier: AccessibilityValues] = [:]

    /// The entry of `object` (an entry left by a deallocated object at the same address is replaced).
    static func of(_ object: NSObject) -> AccessibilityValues {
        let id = ObjectIdentifier(object)
        if let entry = table[id], entry.object === object { return entry }
        let entry = AccessibilityValues(object)
        table[id] = entry
        return entry
    }
}

extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilityframe : "The default
    /// value for this property is CGRectZero unless the receiver is a UIView object or subclass, in which
    /// case the value is the frame of the view’s accessibility element in screen coordinates."
    @MainActor public var accessibilityFrame: CGRect {
        get {
            if let set = AccessibilityValues.of(self).frame { return set }
            guard let view = self as? UIView, view.window != nil else { return .zero }
            return view.convert(view.bounds, to: view.window!.screen.coordinateSpace)
        }
        set { AccessibilityValues.of(self).frame = newValue }
    }

    /// The element's accessibility container, which iOS declares on UIAccessibilityElement and the
    /// host reaches by name (`NSSelectorFromString("accessibilityContainer")`): for a view, its
    /// superview unless set (ASSUMPTION; F20's VoiceOver check settles it).
    @MainActor public var doubleAccessibilityContainer: AnyObject? {
        get { AccessibilityValues.of(self).container ?? (self as? UIView)?.superview }
        set { AccessibilityValues.of(self).container = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions :
    /// kept as set. What VoiceOver offers from it (the Actions rotor) is not modelled: tests perform
    /// an action through its handler, as VoiceOver would.
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { AccessibilityValues.of(self).customActions }
        set { AccessibilityValues.of(self).customActions = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction : "A custom action to
/// perform on an accessible object." "Assistive apps display custom actions in response to specific
/// user cues. For example, VoiceOver lets users access actions quickly using the Actions rotor."
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
    open var name: String
    open var actionHandler: Handler?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:) :
    /// "Creates a custom action object with the specified name and action handler."
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// What VoiceOver does when the user picks the action (test-only: the SDK has no such method).
    @discardableResult
    public func doublePerform() -> Bool { actionHandler?(self) ?? false }
}

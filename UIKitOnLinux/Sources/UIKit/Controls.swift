// Controls and text views as far as the host inspects them: UIControl target-action, UIButton, UILabel with fake metrics, text input types, UIStackView.

import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol : "The base class for controls, which are
/// visual elements that convey a specific action or intention in response to user interactions."
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
    }

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    private var actions: [(target: WeakObserver?, action: Selector, events: Event)] = []
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false

    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:) : "Associates
    /// a target object and action method with the control." The earlier UIControl reference on the same
    /// method: "When you call this method, target is not retained." (A nil target would search the
    /// responder chain: not modelled.)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        actions.append((target.map { WeakObserver($0 as AnyObject) }, action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        actions.removeAll { ($0.target?.object === (target.map { $0 as AnyObject })) && (action == nil || $0.action == action) }
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:) : "Calls the action
    /// methods associated with the specified events." Tests use it to "tap" a control.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            if let target = entry.target?.object { entry.action.send(to: target, with: self) }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement : "An object representing a menu,
/// action, or command."
@MainActor open class UIMenuElement: NSObject {}

/// https://developer.apple.com/documentation/uikit/uimenu : kept as a value a button may carry.
@MainActor open class UIMenu: UIMenuElement {
    public let title: String

    /// Test-only: the SDK's initialisers need identifiers and options the host never uses.
    public init(doubleTitle title: String) { self.title = title }
}

/// https://developer.apple.com/documentation/uikit/uibutton : "A control that executes your custom
/// code in response to user interactions."
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

    private var images: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titles: [UInt: String] = [:]
    open var menu: UIMenu?
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel : "A view that displays
    /// the value of the currentTitle property for a button." Kept (its font is not used for the
    /// button's fake metrics).
    open private(set) lazy var titleLabel: UILabel? = UILabel()

    /// ASSUMPTION: a button's size follows its title and image as they change (it invalidates its
    /// intrinsic size); no device check: the host sizes its header buttons with `sizeToFit`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    /// https://developer.apple.com/documentation/uikit/uibutton/currenttitle : the normal state's (the
    /// double's buttons are always in it).
    open var currentTitle: String? { titles[0] ?? attributedTitles[0]?.string }
    open var currentAttributedTitle: NSAttributedString? { attributedTitles[0] }
    open func title(for state: UIControl.State) -> String? { attributedTitles[state.rawValue]?.string ?? titles[state.rawValue] }

    /// ASSUMPTION (fake metrics, no text rendering): 8 points a character plus 16, 44 high; an image
    /// button is 44 × 44. G6's and F12's header layouts on a device settle real sizes.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let title = title(for: .normal) { return CGSize(width: CGFloat(title.count) * 8 + 16, height: 44) }
        return images.isEmpty ? .zero : CGSize(width: 44, height: 44)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// https://developer.apple.com/documentation/uikit/uilabel : "A view that displays one or more lines
/// of informational text."
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled : "This class
    /// changes the default value of this property to false."
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor! = .black
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false

    /// ASSUMPTION (fake metrics): a character is half the point size wide and a line is 1.2 × the
    /// point size, rounded up; with `numberOfLines == 0` the text wraps at the label's width. Real text
    /// metrics differ: row heights from labels are the double's, not iOS's (G8 on a device settles them).
    /// With a multi-line label, Auto Layout measures it at the width it is given (the toy solver asks
    /// `doubleTextSize(width:)`), as UIKit does with an automatic `preferredMaxLayoutWidth`.
    open override var intrinsicContentSize: CGSize { doubleTextSize(width: numberOfLines == 0 && bounds.width > 0 ? bounds.width : nil) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        doubleTextSize(width: numberOfLines == 0 && size.width > 0 ? size.width : nil)
    }

    /// The fake metrics' text size, wrapped at `width` when given (`numberOfLines` lines at most, 0: any).
    func doubleTextSize(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = font.pointSize
        let natural = (CGFloat(text.count) * size / 2).rounded(.up)
        let line = (size * 1.2).rounded(.up)
        guard let width, width > 0, natural > width else { return CGSize(width: natural, height: line) }
        var lines = (natural / width).rounded(.up)
        if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
        return CGSize(width: width, height: line * lines)
    }
}

/// https://developer.apple.com/documentation/uikit/uitextinput : a marker here (nothing is typed).
/// https://developer.apple.com/documentation/uikit/uitextinputtraits : declared only so the
/// protocols refine what the SDK's do.
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor public protocol UIKeyInput: UITextInputTraits {}

@MainActor public protocol UITextInput: UIKeyInput {}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl, UITextInput {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var borderStyle: BorderStyle = .none
    open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
    open override var canBecomeFirstResponder: Bool { true }

    /// ASSUMPTION (fake metrics, as UILabel's): as wide as its text or placeholder, a line of its
    /// font plus 14 points high whatever its border style (34 at 17 points, a rounded-rect field's
    /// usual height); F18's field on a device shows the real size.
    open override var intrinsicContentSize: CGSize {
        let size = (font ?? .systemFont(ofSize: 17)).pointSize
        let characters = CGFloat((text?.isEmpty == false ? text : placeholder)?.count ?? 0)
        return CGSize(width: (characters * size / 2).rounded(.up), height: (size * 1.2).rounded(.up) + 14)
    }

    /// https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")

    /// Becoming first responder begins editing: the notification is posted (ASSUMPTION: before any
    /// keyboard notification; F8 on a device settles the order).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView, UITextInput {
    open var text: String!
    open var font: UIFont?
    open override var canBecomeFirstResponder: Bool { true }
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }
}

/// https://developer.apple.com/documentation/uikit/uistackview : the host only names the type.
@MainActor open class UIStackView: UIView {}

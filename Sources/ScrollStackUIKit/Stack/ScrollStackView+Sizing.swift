// A stack that sizes to its content: the length it reports to Auto Layout and `sizeThatFits(_:)`,
// kept up to date as rows change, and moving with the rows when a change animates.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

extension ScrollStackView {
    /// How long a stack is along its axis: the engine's `StackSizing`. `.fixed` (the default): as
    /// its constraints or frame make it. `.fitsContent(upTo:)`: as long as its shown rows plus its
    /// `adjustedContentInset` along the axis, up to the maximum, past which it scrolls; the
    /// keyboard's share of the bottom inset (``avoidsKeyboard``) is left out. Across the axis its
    /// constraints still decide, and its rows fill that.
    public typealias Sizing = ScrollStackCore.StackSizing

    /// The length along the axis the stack asks for, sized to its content; `nil` when ``sizing``
    /// is `.fixed`. The engine's rule (``StackEngine/length(sizedBy:insets:keyboard:)``).
    var fittedLength: CGFloat? {
        #if os(iOS)
        let keyboard = keyboardAvoider.keyboardShare
        #else
        let keyboard = KeyboardInset()
        #endif
        return engine.length(sizedBy: sizing, insets: insets(adjustedContentInset), keyboard: keyboard).map { CGFloat($0) }
    }

    /// `base` with the fitted length along the axis and, when `across` is given, its length
    /// across; `base` itself when the stack is `.fixed`. Remembers the length it reported.
    func fittedSize(_ base: CGSize, across: CGSize? = nil) -> CGSize {
        guard let length = fittedLength else { return base }
        reportedLength = length
        let cross = across ?? base
        return axis == .vertical ? CGSize(width: cross.width, height: length) : CGSize(width: length, height: cross.height)
    }

    /// Tells Auto Layout the stack's length changed, if it did since it last reported one (after
    /// a layout pass, an inset change or a change of ``sizing``). Returns whether it did.
    @discardableResult
    func updateFittedLength() -> Bool {
        let length = fittedLength
        guard length != reportedLength else { return false }
        reportedLength = length
        invalidateIntrinsicContentSize()
        return true
    }

    /// Inside a change's animation, a stack sized to its content whose length changed lays out
    /// the views around it, so that they move and resize with its rows, in the same animation.
    /// The whole hierarchy is laid out (from its root, the window on screen): the constraints
    /// that place the stack may belong to any view above it.
    func layOutSurroundingsIfResized() {
        guard updateFittedLength() else { return }
        var root: UIView = self
        while let parent = root.superview { root = parent }
        root.layoutIfNeeded()
    }

    /// The axis or (`sizingChanged`) ``sizing`` changed: the stack bounces along its axis only
    /// when its constraints size it (sized to its content, it scrolls only once its rows outgrow
    /// the maximum); sized to its content it hugs it along its axis (`.defaultHigh`, so that
    /// SwiftUI and stack views keep it at its length), and back to `.fixed` it hugs nothing
    /// (`.defaultLow`, a view's default); then it reports its new length. A `.fixed` stack that
    /// changes axis leaves its priorities as they are (yours, if you set them).
    func axisOrSizingDidChange(sizingChanged: Bool) {
        let fixed = sizing == .fixed
        alwaysBounceVertical = axis == .vertical && fixed
        alwaysBounceHorizontal = axis == .horizontal && fixed
        if sizingChanged || !fixed {
            let across: NSLayoutConstraint.Axis = axis == .vertical ? .horizontal : .vertical
            setContentHuggingPriority(fixed ? .defaultLow : .defaultHigh, for: axis)
            setContentHuggingPriority(.defaultLow, for: across)
        }
        updateFittedLength()
        setNeedsLayout()
    }
}
#endif

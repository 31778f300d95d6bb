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
        guard sizing != .fixed else { return nil }
        return engine.length(sizedBy: sizing, insets: insets(adjustedContentInset), keyboard: keyboardShare).map { CGFloat($0) }
    }

    /// The keyboard's share of the bottom inset, left out of the fitted length.
    private var keyboardShare: KeyboardInset {
        #if os(iOS)
        keyboardAvoider.keyboardShare
        #else
        KeyboardInset()
        #endif
    }

    /// The fitted length at `cross` points across the axis (a width, for a vertical stack): the
    /// engine's rule (``StackEngine/length(sizedBy:across:in:keyboard:measure:)``), which lays the
    /// rows out at that width on a copy of the engine (nothing on screen moves); the rows the
    /// stack has made are measured at that width, the others keep their current length (their
    /// last measurement, or their estimate).
    func fittedLength(across cross: CGFloat) -> CGFloat? {
        let axis = self.axis
        return engine.length(sizedBy: sizing, across: Double(cross), in: viewport, keyboard: keyboardShare) { request in
            contents[request.row]?.row.map { Double($0.measuredContentLength(across: CGFloat(request.crossExtent), axis: axis)) }
        }.map { CGFloat($0) }
    }

    /// `base` with the fitted length along the axis (for `across`'s length across it, when given;
    /// else for the stack's own) and `across`'s length across it (`base`'s, when that is not a
    /// finite, non-negative length); `base` itself when the stack is `.fixed`.
    func fittedSize(_ base: CGSize, across: CGSize? = nil) -> CGSize {
        let proposed = across.map { axis == .vertical ? $0.width : $0.height }
        let length = proposed.map { fittedLength(across: $0) } ?? fittedLength
        guard let length else { return base }
        // Across the axis, a proposal that is no finite, non-negative length is answered with
        // `base`'s (the stack's own size), at which the engine worked the length out too.
        let cross = proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? (axis == .vertical ? base.width : base.height)
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
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
    /// the views around it, so that they move and resize with its rows, in the same animation:
    /// the view of the controller it is in (its whole subtree, where the constraints that place
    /// the stack usually belong), or the window when no controller holds it. Not in a
    /// ``ScrollStackList``: SwiftUI sizes the list itself, in its own transaction, when told.
    func layOutSurroundingsIfResized() {
        guard updateFittedLength(), !isInSwiftUIList else { return }
        (containingViewController?.view ?? window)?.layoutIfNeeded()
    }

    /// The axis or (`sizingChanged`) ``sizing`` changed: the stack bounces along its axis only
    /// when its constraints size it (sized to its content, it scrolls only once its rows outgrow
    /// the maximum). Sized to its content it hugs its length (`.defaultHigh`, so that SwiftUI and
    /// stack views keep it at that length) and gives way first when room is short (compression
    /// resistance 749, just under a label's); back to `.fixed` it has a view's defaults
    /// (`.defaultLow`, `.defaultHigh`) along its axis. A `.fixed` stack that changes axis keeps
    /// its priorities (yours, if you set them). Then it reports its new length.
    func axisOrSizingDidChange(sizingChanged: Bool) {
        let fixed = sizing == .fixed
        alwaysBounceVertical = axis == .vertical && fixed
        alwaysBounceHorizontal = axis == .horizontal && fixed
        if sizingChanged || !fixed {
            setContentHuggingPriority(fixed ? .defaultLow : .defaultHigh, for: axis)
            setContentCompressionResistancePriority(fixed ? .defaultHigh : UILayoutPriority(749), for: axis)
        }
        if !sizingChanged && !fixed {
            // The other axis was the one sized to content until now.
            let across: NSLayoutConstraint.Axis = axis == .vertical ? .horizontal : .vertical
            setContentHuggingPriority(.defaultLow, for: across)
            setContentCompressionResistancePriority(.defaultHigh, for: across)
        }
        updateFittedLength()
        setNeedsLayout()
    }
}
#endif

// SwiftUI content as rows of a UIKit stack: a hosting controller that sizes itself to the width it
// is given, and the `.swiftUI` row description (ScrollStackList.swift puts a stack inside SwiftUI).

#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// A hosting controller for SwiftUI content in a stack row. It is a child controller like any
/// other (added with ``ScrollStackView/addRow(_:animated:completion:)-(UIViewController,_,_)`` or a
/// ``ScrollStackRowDescription/swiftUI(id:estimatedSize:content:)`` description, and contained by
/// the stack), with a clear background, and it sizes the row the way SwiftUI lays the content out
/// at the row's width (height, in a horizontal stack): text wraps, and when the content's size
/// changes (state, Dynamic Type) the row follows.
///
/// A row's content ignores the safe area and the keyboard where the row happens to be (the stack
/// keeps rows clear of both). Before iOS 16.4 SwiftUI still avoids the keyboard inside the row
/// itself: content you host yourself should add `.ignoresSafeArea(.keyboard)` there (iOS 14+);
/// `.swiftUI` descriptions and ``ScrollStackList`` rows do it for you.
open class ScrollStackHostingController<Content: View>: UIHostingController<Content> {
    private var extentConstraint: NSLayoutConstraint?

    /// Hosts `rootView` as a row.
    public override init(rootView: Content) {
        super.init(rootView: rootView)
        view.backgroundColor = .clear
        // A row lays out in its row, not in the window: the safe area and the keyboard where the
        // row happens to be scrolled must not push its content around (the stack handles both).
        if #available(iOS 16.4, tvOS 16.4, *) { safeAreaRegions = [] }
    }

    /// Before iOS 16.4, cancels the safe area the row would inherit (the stack keeps rows clear of
    /// the safe area itself).
    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        // Before iOS 16.4 the safe area a row inherits is cancelled out instead.
        if #available(iOS 16.4, tvOS 16.4, *) { return }
        let safe = view.safeAreaInsets
        let added = additionalSafeAreaInsets
        let cancelling = UIEdgeInsets(top: added.top - safe.top, left: added.left - safe.left, bottom: added.bottom - safe.bottom,
                                      right: added.right - safe.right)
        if additionalSafeAreaInsets != cancelling { additionalSafeAreaInsets = cancelling }
    }

    /// Not supported: a hosting row is created in code.
    @available(*, unavailable, message: "create it with init(rootView:)")
    public required dynamic init?(coder: NSCoder) {
        fatalError("ScrollStackHostingController is created in code")
    }

    /// The stack axis the row lies on: found from the stack the view is in (vertical otherwise).
    private var stackAxis: NSLayoutConstraint.Axis {
        var view = self.view.superview
        while let current = view {
            if let stack = current as? ScrollStackView { return stack.axis }
            view = current.superview
        }
        return .vertical
    }

    /// SwiftUI's size for the content across `across` points (the width of a vertical row).
    func fittingSize(across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGSize {
        let proposal = axis == .vertical
            ? CGSize(width: across, height: .greatestFiniteMagnitude)
            : CGSize(width: .greatestFiniteMagnitude, height: across)
        return sizeThatFits(in: proposal)
    }

    /// Checks the SwiftUI content's wanted length, which can change with its state; a change lays
    /// the stack out once more.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // SwiftUI's wanted length can change with state; a change triggers one more layout pass of
        // the stack, which then settles.
        let axis = stackAxis
        let across = axis == .vertical ? view.bounds.width : view.bounds.height
        guard across > 0 else { return }
        _ = pinnedLength(across: across, axis: axis)
    }

    /// What SwiftUI wants along `axis` at `across` points across, pinned as the view's length so
    /// Auto Layout gives the row exactly what was measured (from the first measurement on, not
    /// only once the view has been laid out).
    func pinnedLength(across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
        let size = fittingSize(across: across, axis: axis)
        let length = axis == .vertical ? size.height : size.width
        guard length.isFinite, length >= 0 else { return 0 }
        if let constraint = extentConstraint, constraint.firstAttribute == (axis == .vertical ? .height : .width) {
            if abs(constraint.constant - length) > 0.5 { constraint.constant = length }
        } else {
            extentConstraint?.isActive = false
            extentConstraint = lengthConstraint(for: view, along: axis, length: length)
        }
        return length
    }
}

/// Measurement for lazy stacks: SwiftUI content answers for itself rather than through Auto Layout.
@MainActor
protocol SwiftUIRowSizing {
    func rowLength(across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat
}

extension ScrollStackHostingController: SwiftUIRowSizing {
    func rowLength(across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
        pinnedLength(across: across, axis: axis)
    }
}

extension ScrollStackRowDescription {
    /// A row showing SwiftUI content in a ``ScrollStackHostingController``. `content` is called on
    /// every update that lists `id` (SwiftUI diffs the view inside), so pass the current state.
    public static func swiftUI<ID: Hashable & Sendable, Content: View>(
        id: ID, estimatedSize: CGFloat = 44, content: @escaping @MainActor () -> Content
    ) -> ScrollStackRowDescription {
        .controller(id: id, estimatedSize: estimatedSize,
                    make: { ScrollStackHostingController(rootView: content().modifier(IgnoringTheKeyboard())) },
                    update: { controller in controller.rootView = content().modifier(IgnoringTheKeyboard()) })
    }
}

/// Keeps SwiftUI from avoiding the keyboard inside a row (the stack avoids it): needed before
/// iOS 16.4, where the hosting controller has no switch for it; harmless after.
struct IgnoringTheKeyboard: ViewModifier {
    func body(content: Content) -> AnyView {
        if #available(iOS 14.0, *) { return AnyView(content.ignoresSafeArea(.keyboard)) }
        return AnyView(content)
    }
}
#endif

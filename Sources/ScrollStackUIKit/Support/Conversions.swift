#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

// Conversions between UIKit's geometry and the engine's, and the completion helpers every animated
// call goes through. Internal: nothing here is visible to users.

@inline(__always) func insets(_ value: UIEdgeInsets) -> Insets {
    Insets(top: Double(value.top), left: Double(value.left), bottom: Double(value.bottom), right: Double(value.right))
}

@inline(__always) func edgeInsets(_ value: Insets) -> UIEdgeInsets {
    UIEdgeInsets(top: CGFloat(value.top), left: CGFloat(value.left), bottom: CGFloat(value.bottom), right: CGFloat(value.right))
}

@inline(__always) func rect(_ value: CGRect) -> Rect {
    Rect(x: Double(value.minX), y: Double(value.minY), width: Double(value.width), height: Double(value.height))
}

@inline(__always) func cgRect(_ value: Rect) -> CGRect {
    CGRect(x: CGFloat(value.minX), y: CGFloat(value.minY), width: CGFloat(value.width), height: CGFloat(value.height))
}

@inline(__always) func cgPoint(_ value: Point) -> CGPoint {
    CGPoint(x: CGFloat(value.x), y: CGFloat(value.y))
}

@inline(__always) func cgSize(_ value: Size) -> CGSize {
    CGSize(width: CGFloat(value.width), height: CGFloat(value.height))
}

@inline(__always) func stackAxis(_ axis: NSLayoutConstraint.Axis) -> StackAxis {
    axis == .horizontal ? .horizontal : .vertical
}

// MARK: Containment of row controllers

/// The first view controller up `view`'s responder chain: the parent for the controllers shown in
/// its rows.
@MainActor func nearestViewController(of view: UIView) -> UIViewController? {
    var responder = view.next
    while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
    }
    return nil
}

/// Makes `controller` (its view already in place) a child of `parent`: `addChild`, then
/// `didMove(toParent:)`, leaving any other parent first. Nothing without a parent (the stack is not
/// in a controller's view yet) or when it already is the parent.
@MainActor func contain(_ controller: UIViewController, in parent: UIViewController?) {
    guard let parent, controller.parent !== parent else { return }
    if controller.parent != nil {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }
    parent.addChild(controller)
    controller.didMove(toParent: parent)
}

/// Starts ending a row controller's containment: `willMove(toParent: nil)`, before any removal
/// animation.
@MainActor func beginReleasing(_ controller: UIViewController) {
    if controller.parent != nil { controller.willMove(toParent: nil) }
}

/// Ends it: `removeFromParent()`, once its view has left the hierarchy.
@MainActor func finishReleasing(_ controller: UIViewController) {
    if controller.parent != nil { controller.removeFromParent() }
}

/// An active constraint fixing `view`'s length along `axis` (its height in a vertical stack) at
/// priority 999, so it gives way to a required constraint instead of breaking one.
@MainActor func lengthConstraint(for view: UIView, along axis: NSLayoutConstraint.Axis,
                                 length: CGFloat) -> NSLayoutConstraint {
    let constraint = axis == .vertical
        ? view.heightAnchor.constraint(equalToConstant: length)
        : view.widthAnchor.constraint(equalToConstant: length)
    constraint.priority = UILayoutPriority(999)
    constraint.isActive = true
    return constraint
}

extension ScrollStack.ScrollPosition {
    /// The engine's name for the position.
    var engineValue: EngineScrollPosition {
        switch self {
        case .middle: .center
        case .final: .end
        case .initial: .start
        case .automatic: .automatic
        }
    }
}

/// A completion handler that runs at most once, however many paths reach it: the animation's own
/// completion, an interruption, or "nothing to animate". Every public call with a completion
/// parameter funnels through one of these, so the caller's handler runs exactly once (the rule is
/// the engine's ``CompletionLedger``, tested there).
@MainActor
final class OnceCompletion {
    private var ledger = CompletionLedger<() -> Void>()
    private var token: CompletionToken?

    init(_ handler: (() -> Void)?) {
        if let handler { token = ledger.add(handler) }
    }

    func callAsFunction() {
        guard let token, let handler = ledger.take(token) else { return }
        handler()
    }
}

/// Runs a completion once every part of an operation (several rows animating) has ended, or at
/// once if nothing was started (the rule is the engine's ``PendingParts``, tested there).
@MainActor
final class CompletionGroup {
    private var parts = PendingParts()
    private let completion: OnceCompletion

    init(_ completion: OnceCompletion) {
        self.completion = completion
    }

    func enter() { parts.enter() }

    func leave() {
        if parts.leave() { completion() }
    }

    /// Call after starting every part.
    func finishScheduling() {
        if parts.finishScheduling() { completion() }
    }
}
#endif

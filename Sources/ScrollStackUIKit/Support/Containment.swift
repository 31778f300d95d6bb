// Containment of the view controllers shown in rows: who their parent is, and the calls that add
// and remove them in UIKit's order.

#if canImport(UIKit)
import UIKit

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

/// Starts containing `controller` in `parent`, before its view enters the hierarchy: it leaves any
/// other parent, then `addChild`. Nothing without a parent, or when it already is the parent.
/// Returns whether the host must call ``finishContaining(_:)`` once the view is in place.
@MainActor func beginContaining(_ controller: UIViewController, in parent: UIViewController?) -> Bool {
    guard let parent, controller.parent !== parent else { return false }
    if controller.parent != nil {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }
    parent.addChild(controller)
    return true
}

/// Ends adding a child: `didMove(toParent:)`, once its view is in the hierarchy.
@MainActor func finishContaining(_ controller: UIViewController) {
    if let parent = controller.parent { controller.didMove(toParent: parent) }
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
    constraint.priority = .contentPin
    constraint.isActive = true
    return constraint
}
#endif

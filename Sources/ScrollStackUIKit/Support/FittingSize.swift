// Measuring a view with Auto Layout: its natural length along an axis at a given length across it.

#if canImport(UIKit)
import UIKit

extension UILayoutPriority {
    /// The priority content is held to the length its row or item gives it, when measured and
    /// when laid out alike: just below required, so content with a required size of its own keeps
    /// it without Auto Layout breaking a constraint, and is measured as it will be laid out.
    static var contentPin: UILayoutPriority { UILayoutPriority(999) }
}

/// `view`'s natural length along `axis` when it is `across` points long the other way (its width
/// for a vertical length): Auto Layout's compressed fitting size, with the cross length held at
/// ``UILayoutPriority/contentPin`` (as the row holds it) and the main length as small as the
/// constraints allow. 0 for a view without constraints.
@MainActor func fittingLength(of view: UIView, across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
    let vertical = axis == .vertical
    let target = vertical
        ? CGSize(width: across, height: UIView.layoutFittingCompressedSize.height)
        : CGSize(width: UIView.layoutFittingCompressedSize.width, height: across)
    let fitted = view.systemLayoutSizeFitting(target,
                                              withHorizontalFittingPriority: vertical ? .contentPin : .fittingSizeLevel,
                                              verticalFittingPriority: vertical ? .fittingSizeLevel : .contentPin)
    return max(0, vertical ? fitted.height : fitted.width)
}
#endif

// Measuring a view with Auto Layout: its natural length along an axis at a given length across it.

#if canImport(UIKit)
import UIKit

/// `view`'s natural length along `axis` when it is `across` points long the other way (its width
/// for a vertical length): Auto Layout's compressed fitting size, with the cross length required
/// and the main length as small as the constraints allow. 0 for a view without constraints.
@MainActor func fittingLength(of view: UIView, across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
    let vertical = axis == .vertical
    let target = vertical
        ? CGSize(width: across, height: UIView.layoutFittingCompressedSize.height)
        : CGSize(width: UIView.layoutFittingCompressedSize.width, height: across)
    let fitted = view.systemLayoutSizeFitting(target,
                                              withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                                              verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
    return max(0, vertical ? fitted.height : fitted.width)
}
#endif

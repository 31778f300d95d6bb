// Where a row puts its content: frames from the engine, the content pinned inside the row's
// insets, a fixed length when the row has one, and the content measured at a cross length.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStackRow {
    /// Puts the row, its content and its separator at the engine's frames (the row's in the stack's
    /// content coordinates).
    func place(_ frames: RowFrames, axis: NSLayoutConstraint.Axis) {
        let rowFrame = cgRect(frames.row)
        if frame != rowFrame { frame = rowFrame }
        let content = cgRect(frames.content).offsetBy(dx: -rowFrame.minX, dy: -rowFrame.minY)
        pinContent(at: content, rowSize: rowFrame.size, axis: axis)
        if let separator = frames.separator {
            separatorView.frame = cgRect(separator).offsetBy(dx: -rowFrame.minX, dy: -rowFrame.minY)
            separatorView.isHidden = false
        } else {
            separatorView.isHidden = true
        }
    }

    /// Pins the content's leading edges at `content` (row coordinates); the edge along the axis
    /// stays free so the content keeps its natural length. The far edge across the axis is pinned
    /// just below required, so a row still zero wide (added before the stack has a size), or
    /// content measured at a new width before the row takes it, never breaks the content's own
    /// required constraints.
    private func pinContent(at content: CGRect, rowSize: CGSize, axis: NSLayoutConstraint.Axis) {
        if constrainedAxis != axis {
            NSLayoutConstraint.deactivate(contentConstraints)
            let farEdge = axis == .vertical
                ? contentView.rightAnchor.constraint(equalTo: rightAnchor)
                : contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
            farEdge.priority = .contentPin
            contentConstraints = axis == .vertical
                ? [contentView.topAnchor.constraint(equalTo: topAnchor), contentView.leftAnchor.constraint(equalTo: leftAnchor), farEdge]
                : [contentView.leftAnchor.constraint(equalTo: leftAnchor), contentView.topAnchor.constraint(equalTo: topAnchor), farEdge]
            NSLayoutConstraint.activate(contentConstraints)
            constrainedAxis = axis
        }
        let constants = axis == .vertical
            ? [content.minY, content.minX, content.maxX - rowSize.width]
            : [content.minX, content.minY, content.maxY - rowSize.height]
        for (constraint, constant) in zip(contentConstraints, constants) where constraint.constant != constant {
            constraint.constant = constant
        }
    }

    /// Sets or clears the content's fixed length along `axis`. The row owns this one constraint;
    /// constraints the content already has are never touched.
    func setFixedLength(_ length: CGFloat?, axis: NSLayoutConstraint.Axis) {
        fixedSizeConstraint?.isActive = false
        fixedSizeConstraint = length.map { lengthConstraint(for: contentView, along: axis, length: $0) }
    }

    /// The content's natural length along `axis` when it is `across` points wide (high): Auto
    /// Layout's fitting size, or SwiftUI's for hosted SwiftUI content.
    func measuredContentLength(across: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
        #if canImport(SwiftUI)
        if let sizing = controller as? SwiftUIRowSizing { return sizing.rowLength(across: across, axis: axis) }
        #endif
        return fittingLength(of: contentView, across: across, axis: axis)
    }
}
#endif

// Conversions between UIKit's geometry and the engine's. Internal: nothing here is visible to users.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

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

@inline(__always) func enginePoint(_ value: CGPoint) -> Point {
    Point(x: Double(value.x), y: Double(value.y))
}

@inline(__always) func cgPoint(_ value: Point) -> CGPoint {
    CGPoint(x: CGFloat(value.x), y: CGFloat(value.y))
}

@inline(__always) func size(_ value: CGSize) -> Size {
    Size(width: Double(value.width), height: Double(value.height))
}

@inline(__always) func cgSize(_ value: Size) -> CGSize {
    CGSize(width: CGFloat(value.width), height: CGFloat(value.height))
}

@inline(__always) func stackAxis(_ axis: NSLayoutConstraint.Axis) -> StackAxis {
    axis == .horizontal ? .horizontal : .vertical
}

/// A scroll view's viewport for the engine: its offset, bounds size and adjusted content inset.
@MainActor func engineViewport(of scrollView: UIScrollView) -> Viewport {
    Viewport(offset: enginePoint(scrollView.contentOffset), size: size(scrollView.bounds.size),
             insets: insets(scrollView.adjustedContentInset),
             isMovedByUser: scrollView.isTracking || scrollView.isDecelerating)
}
#endif

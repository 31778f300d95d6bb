// UIScrollView: the content offset as the bounds' origin, content size and insets, the adjusted inset with the documented adjustment behaviours, and scripted drags.

import Foundation

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate : only `scrollViewDidScroll(_:)`,
/// called for every change of the content offset, by code or by a drag (ASSUMPTION: UIKit calls it for
/// programmatic changes too; G1's offset report on a device settles it).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// https://developer.apple.com/documentation/uikit/uiscrollview : "A view that allows the scrolling
/// and zooming of its contained views." No inertia, bouncing or paging: offsets change when code
/// sets them or a test scripts a drag (`UIKitDouble.drag(_:to:)`).
@MainActor
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    open weak var delegate: (any UIScrollViewDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer : "The
    /// underlying gesture recognizer for pan gestures." Here only an identity for the host's
    /// delegate methods to compare with: scripted fingers scroll the view themselves (Touches.swift).
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches : "If the
    /// value of this property is true, the scroll view delays handling the touch-down gesture until it
    /// can determine if scrolling is the intent." The default is true.
    open var delaysContentTouches = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches : "If the
    /// value of this property is true and a view in the content has begun tracking a finger touching
    /// it, and if the user drags the finger enough to initiate a scroll, the view receives a
    /// touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll." The
    /// default is true.
    open var canCancelContentTouches = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:) : "The
    /// default returned value is true if view is not a UIControl object; otherwise, it returns false."
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset : "The point at which
    /// the origin of the content view is offset from the origin of the scroll view." It is the bounds'
    /// origin: setting either sets the other (and, bounds having changed, marks the view for layout).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            var bounds = self.bounds
            bounds.origin = newValue
            self.bounds = bounds
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:) :
    /// animated, the offset moves with a 0.3 s animation (ASSUMPTION: UIKit's own scroll animation
    /// is not a UIView animation and reports through `scrollViewDidEndScrollingAnimation`; the host
    /// calls it only unanimated; F8's reveal on a device settles the timing).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.3) { self.contentOffset = contentOffset }
        } else {
            self.contentOffset = contentOffset
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize : "The size of the
    /// content view." Setting it does not lay out (ASSUMPTION; F17 settles it).
    open var contentSize: CGSize = .zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset : "The custom distance
    /// that the content view is inset from the safe area or scroll view edges."
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange(); setNeedsLayout() } }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout() }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset : "The insets
    /// derived from the content insets and the safe area of the scroll view." The safe area part:
    /// - `.always`: "Always include the safe area insets in the content adjustment."
    /// - `.never`: none.
    /// - `.scrollableAxes`: "Adjust insets only in scrollable directions." (An axis scrolls when the
    ///   content is larger than the bounds or the scroll view always bounces along it.)
    /// - `.automatic`: "Content is always adjusted vertically when the scroll view is the content view
    ///   of a view controller that is currently displayed by a navigation or tab bar controller. If
    ///   the scroll view is horizontally scrollable, the horizontal content offset is also adjusted when
    ///   there are nonzero safe area insets." Otherwise as `.scrollableAxes`, which UIKit's header
    ///   says it is "similar to". The double has no tab bar controller: the first rule applies to the
    ///   top controller of a `UINavigationController`.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        var vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic:
            vertical = scrollsVertically || (doubleViewController?.doubleIsUnderNavigationBar ?? false)
            horizontal = scrollsHorizontally
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange() :
    /// called when `contentInset` changes (ASSUMPTION: not when the safe area changes, which the double
    /// computes on reading; F3 settles it).
    open func adjustedContentInsetDidChange() {}

    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking : "Returns whether the
    /// user has touched the content to initiate scrolling." True during a scripted drag.
    open internal(set) var isTracking = false
    open internal(set) var isDragging = false
    open internal(set) var isDecelerating = false

    /// https://developer.apple.com/documentation/uikit/uiscrollview/flashscrollindicators() : counted
    /// (there are no indicators to show).
    open func flashScrollIndicators() { doubleFlashCount += 1 }

    /// Test-only: how many times the indicators were flashed.
    public internal(set) var doubleFlashCount = 0
}

extension UIKitDouble {
    /// Scripts a drag of `scrollView` to `offset` in `steps` equal moves, each followed by a run-loop
    /// turn, with `isTracking` and `isDragging` true meanwhile (ASSUMPTION: no deceleration, no
    /// rubber-banding; the pan recognizer is not involved; F10's jump and F3's inner stack settle it).
    public static func drag(_ scrollView: UIScrollView, to offset: CGPoint, steps: Int = 10) {
        let start = scrollView.contentOffset
        scrollView.isTracking = true
        scrollView.isDragging = true
        for step in 1 ... max(1, steps) {
            let fraction = CGFloat(step) / CGFloat(max(1, steps))
            scrollView.contentOffset = CGPoint(x: start.x + (offset.x - start.x) * fraction, y: start.y + (offset.y - start.y) * fraction)
            runLoopTurn()
        }
        scrollView.isTracking = false
        scrollView.isDragging = false
        runLoopTurn()
    }
}

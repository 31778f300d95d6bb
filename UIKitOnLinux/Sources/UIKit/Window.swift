// UIWindow and UIScreen: the roots the run loop lays out, the window's root view controller, and the screen's coordinate space.

import Foundation

/// https://developer.apple.com/documentation/uikit/uiwindow : "The backdrop for your app’s user
/// interface and the object that dispatches events to your views." Tests make one and hand it a
/// root view controller; its safe area and traits are set through the `double…` properties.
@MainActor
open class UIWindow: UIView {
    /// Every window made since the last `UIKitDouble.reset()`: the run loop lays them out.
    static var liveWindows: [UIWindow] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIWindow.liveWindows.append(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        UIWindow.liveWindows.append(self)
    }

    /// Test-only: the insets the device's sensor housing, status bar and home indicator take
    /// (e.g. 47/0/34/0 for a notched phone in portrait). Default none.
    public var doubleSafeAreaInsets = UIEdgeInsets.zero {
        didSet { doubleMarkSubtreeForLayout() }
    }

    /// Test-only: the window's traits. Changing them calls `traitCollectionDidChange(_:)` on every
    /// view of the window and lays them out (ASSUMPTION: UIKit's order, parents first; F20's dark-mode
    /// check on a device settles it).
    public var doubleTraitCollection = UITraitCollection() {
        didSet {
            func tell(_ view: UIView) {
                view.traitCollectionDidChange(oldValue)
                view.doubleSubviews.forEach(tell)
            }
            tell(self)
            doubleMarkSubtreeForLayout()
        }
    }

    func doubleMarkSubtreeForLayout() {
        func mark(_ view: UIView) {
            view.doubleNeedsLayout = true
            view.doubleSubviews.forEach(mark)
        }
        mark(self)
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller : "The root view
    /// controller provides the content view of the window. Assigning a view controller to this
    /// property (either programmatically or using Interface Builder) installs the view controller’s
    /// view as the content view of the window." The view fills the window and appears in it.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
            oldValue?.doubleIsWindowRoot = false
            if let controller = rootViewController {
                controller.doubleIsWindowRoot = true
                controller.view.frame = bounds
                controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(controller.view)
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() : "Shows the
    /// current window and makes it the key window."
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }

    open private(set) var isKeyWindow = false

    /// https://developer.apple.com/documentation/uikit/uiwindow/screen : the one screen.
    open var screen: UIScreen { .main }

    // MARK: The run loop's layout pass

    static func noteDirty() {}

    static var anyWindowNeedsLayout: Bool { liveWindows.contains { $0.doubleSubtreeNeedsLayout() } }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout() : marked views are laid
    /// out "during the next update cycle": here at the end of each run-loop turn, for views in a window.
    static func layOutAllWindows() {
        for window in liveWindows { window.doubleLayOutSubtree() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiscreen : "An object that defines the properties
/// associated with a hardware-based display." ASSUMPTION: one 390×844 screen at scale 3 (an iPhone 14);
/// windows' coordinates are the screen's offset by their origin (the device checks run on
/// whatever device they run on: their numbers, not these, are iOS's).
@MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    open var bounds: CGRect { doubleBounds }
    open var scale: CGFloat { doubleScale }
    /// Test-only: the screen's size and scale (get-only on iOS).
    public var doubleBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public var doubleScale: CGFloat = 3
    /// https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace : "The current
    /// coordinate space of the screen."
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }
}

/// The screen's coordinate space: screen coordinates are its own.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    static let shared = ScreenCoordinateSpace()
    var bounds: CGRect { UIScreen.main.bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { coordinateSpace.doublePointFromScreen(point) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { coordinateSpace.doublePointOnScreen(point) }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

// A stack set up for thousands of rows: rows are made only near the screen, and a delegate hears
// them being made and let go, and of rows to prefetch a little before they are made.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

/// A ``ScrollStackView`` whose rows are made only when they come near the screen, for stacks too
/// long to build up front (thousands of rows): ``ScrollStackView/realization`` is
/// ``ScrollStackView/RowRealization/lazy(overscan:)``, and rows start without margins or separators
/// (set ``ScrollStackView/rowInsets`` and ``ScrollStackView/hidesSeparatorsByDefault`` to have them).
///
/// Rows are usually given as descriptions (``ScrollStackView/setRows(_:animated:completion:)``): an ID,
/// an estimated size and a factory. A row that scrolls far away is released (its view removed, its
/// controller's containment ended) and made again with its factory when it comes back, so keep row
/// state in your model, not in the views; a row being edited or holding the VoiceOver focus is
/// kept. Estimates are replaced by measurements without moving what is on screen, and
/// ``ScrollStackView/scrollToRow(id:at:animated:completion:)`` lands exactly on a row that was never made.
/// Separators, highlight, taps and reordering work as in any stack.
@preconcurrency @MainActor
open class LazyScrollStackView: ScrollStackView {
    /// Hears rows being made and released, and rows to prefetch. Weak. Rows named to prefetch to
    /// a delegate that is replaced are cancelled to it, and the new one hears the band afresh.
    public weak var lazyDelegate: (any LazyScrollStackDelegate)? {
        didSet {
            guard lazyDelegate !== oldValue else { return }
            enqueuePrefetching(readingEngine { $0.stopPrefetching() }, to: oldValue)
            deliverPrefetching()
            setNeedsLayout()
        }
    }

    /// Creates an empty lazy stack.
    public override init() {
        super.init()
        configureLazily()
    }

    /// Creates an empty lazy stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLazily()
    }

    /// Storyboard and XIB support.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLazily()
    }

    private func configureLazily() {
        realization = .lazy(overscan: nil)
        rowInsets = .zero
        hidesSeparatorsByDefault = true
    }

    /// How far beyond the visible area rows are made in advance, in points along the axis; `nil`
    /// (the default) means one visible length on each side.
    public var overscan: CGFloat? {
        get { if case .lazy(let overscan) = realization { overscan } else { nil } }
        set { realization = .lazy(overscan: newValue) }
    }

    /// How far beyond the rows made in advance (``overscan``) the ``lazyDelegate`` hears of rows
    /// before they are made, in points along the axis, to load what they show ahead
    /// (``LazyScrollStackDelegate/lazyScrollStack(_:prefetchRows:)``); 0 (the default) names none.
    /// A screen's length is a good start. Only rows given by descriptions are named.
    public var prefetchDistance: CGFloat = 0 {
        didSet { if prefetchDistance != oldValue { setNeedsLayout() } }
    }

    /// The declared IDs of the rows named to prefetch and not answered, so that a removed row's
    /// cancel can name it.
    var prefetchedIDs: [RowID: AnyHashable] = [:]
    /// What is worked out and not yet told, in order, with the delegate it is for: the band is
    /// worked out in the pass that realizes rows, and told after the pass's events.
    var prefetchingToTell: [(named: [AnyHashable], cancelled: [AnyHashable], delegate: (any LazyScrollStackDelegate)?)] = []
    /// Whether a delegate is being told (what its code causes is told after it returns).
    var isTellingPrefetching = false

    /// A pass realized rows (then `delivering`, reported its events): works out the engine's
    /// prefetch band for the viewport just realized, then tells the delegate.
    override func prefetchStep(delivering: Bool) {
        if delivering { return deliverPrefetching() }
        let on = prefetchDistance > 0 && lazyDelegate != nil && window != nil
        let overscan = realizationOverscan, viewport = viewport, distance = Double(prefetchDistance)
        enqueuePrefetching(readingEngine {
            on ? $0.updatePrefetching(in: viewport, overscan: overscan, distance: distance, answersReachedRows: false)
                : $0.stopPrefetching()
        }, to: lazyDelegate)
    }

    /// Cancels what was named when the stack leaves the window; call `super` when overriding.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil else { return }
        enqueuePrefetching(readingEngine { $0.stopPrefetching() }, to: lazyDelegate)
        deliverPrefetching()
    }

    /// Tells the ``lazyDelegate`` that `row` was made; call `super` when overriding. Prefetching news
    /// worked out before (a cancel waiting for the end of an animation) is told first, so the
    /// delegate hears in order; a row named to prefetch is answered by being made and is never
    /// cancelled afterwards.
    override open func rowDidRealize(_ row: ScrollStackRow) {
        if !prefetchingToTell.isEmpty { deliverPrefetching() }
        if let id = row.rowID { prefetchedIDs.removeValue(forKey: id) }
        lazyDelegate?.lazyScrollStack(self, didRealize: row.contentView, forRow: row.identity)
    }

    /// Tells the ``lazyDelegate`` that `row` was released; call `super` when overriding.
    override open func rowDidRelease(_ row: ScrollStackRow) {
        lazyDelegate?.lazyScrollStack(self, didRelease: row.contentView, forRow: row.identity)
    }
}
#endif

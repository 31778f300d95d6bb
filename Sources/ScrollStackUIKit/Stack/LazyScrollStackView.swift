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
    /// Hears rows being made and released. Weak.
    public weak var lazyDelegate: (any LazyScrollStackDelegate)?

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

    /// The declared IDs of the rows named to prefetch, so that a removed row's cancel can name it;
    /// rows made since are dropped at the next announcement.
    private var prefetchedIDs: [RowID: AnyHashable] = [:]

    /// After a pass: the engine's prefetch band around the realized rows, told to the delegate.
    /// Off (no distance, no delegate, out of the window), whatever was named is cancelled.
    override func prefetchAfterPass() {
        let on = prefetchDistance > 0 && lazyDelegate != nil && window != nil
        let overscan = realizationOverscan, viewport = viewport, distance = Double(prefetchDistance)
        announce(readingEngine { on ? $0.updatePrefetching(in: viewport, overscan: overscan, distance: distance) : $0.stopPrefetching() })
    }

    /// Cancels what was named when the stack leaves the window; call `super` when overriding.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { announce(readingEngine { $0.stopPrefetching() }) }
    }

    private func announce(_ update: PrefetchUpdate) {
        guard !update.isEmpty else { return }
        // Rows made since they were named were answered by being made.
        prefetchedIDs = prefetchedIDs.filter { contents[$0.key]?.row?.superview !== self }
        let cancelled = update.cancel.compactMap { prefetchedIDs.removeValue(forKey: $0) }
        var named: [AnyHashable] = []
        for row in update.prefetch {
            guard let id = contents[row]?.description?.id.base else { continue }
            prefetchedIDs[row] = id
            named.append(id)
        }
        // Rows the delegate's code removes stay known until it returns.
        contents.beginDispatch()
        if !cancelled.isEmpty { lazyDelegate?.lazyScrollStack(self, cancelPrefetchingRows: cancelled) }
        if !named.isEmpty { lazyDelegate?.lazyScrollStack(self, prefetchRows: named) }
        contents.endDispatch()
    }

    /// Tells the ``lazyDelegate`` that `row` was made; call `super` when overriding.
    override open func rowDidRealize(_ row: ScrollStackRow) {
        lazyDelegate?.lazyScrollStack(self, didRealize: row.contentView, forRow: row.identity)
    }

    /// Tells the ``lazyDelegate`` that `row` was released; call `super` when overriding.
    override open func rowDidRelease(_ row: ScrollStackRow) {
        lazyDelegate?.lazyScrollStack(self, didRelease: row.contentView, forRow: row.identity)
    }
}
#endif

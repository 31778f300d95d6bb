#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// Hears when a ``LazyScrollStack`` makes a row's content and when it lets it go.
@MainActor
public protocol LazyScrollStackDelegate: AnyObject {
    /// A row came near the screen and its content was made (or made again).
    func lazyScrollStack(_ stack: LazyScrollStack, didRealize view: UIView, forRow id: AnyHashable)
    /// A row went far from the screen and its content was released.
    func lazyScrollStack(_ stack: LazyScrollStack, didRelease view: UIView, forRow id: AnyHashable)
}

extension LazyScrollStackDelegate {
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStack, didRealize view: UIView, forRow id: AnyHashable) {}
    /// Default: nothing.
    public func lazyScrollStack(_ stack: LazyScrollStack, didRelease view: UIView, forRow id: AnyHashable) {}
}

/// A scroll view of rows that are made only when they come near the screen, for stacks too long
/// to build up front (thousands of rows).
///
/// Rows are given as descriptions (``ScrollStackRowDescription``): an ID, an estimated size and a
/// factory. The stack keeps only the rows within ``overscan`` of the visible area; a row that
/// scrolls far away is released (its view removed, its controller's containment ended) and made
/// again with its factory when it comes back, so keep row state in your model, not in the views.
/// Rows are sized by Auto Layout across the stack's width (height, for a horizontal stack) when
/// they are made; estimates are replaced by those measurements without moving what is on screen,
/// and ``scrollToRow(_:at:animated:completion:)`` lands exactly on a row that was never made.
///
/// Unlike ``ScrollStack`` (a `UIStackView` of every row, which re-measures rows by itself), rows
/// here are placed by frame: after changing a made row's content so its size changes, call
/// ``invalidateSize(ofRow:)``. Separators, highlight and tap handling are ScrollStack features;
/// lazy rows are your content as is.
@MainActor
open class LazyScrollStack: UIScrollView {
    /// Hears rows being made and released. Weak.
    public weak var lazyDelegate: (any LazyScrollStackDelegate)?

    /// The direction rows are laid out in. Changing it measures every row again.
    public var axis: NSLayoutConstraint.Axis = .vertical {
        didSet { configurationDidChange(measuresAgain: true) }
    }

    /// Space between rows. Default 0.
    public var spacing: CGFloat = 0 {
        didSet { configurationDidChange(measuresAgain: false) }
    }

    /// Margins around each row's content. Default zero. Changing them measures every row again.
    public var rowInsets: UIEdgeInsets = .zero {
        didSet { configurationDidChange(measuresAgain: true) }
    }

    /// How far beyond the visible area rows are made in advance, in points along the axis; `nil`
    /// (the default) means one visible length on each side.
    public var overscan: CGFloat? {
        didSet { setNeedsLayout() }
    }

    private var engine = StackEngine()
    private lazy var keyboardAvoider = KeyboardAvoider(scrollView: self) { [unowned self] frame in
        layoutIfNeeded()
        return cgPoint(engine.scrollOffset(toReveal: rect(frame), margin: Double(KeyboardAvoider.margin), in: viewport))
    }

    /// Whether the stack keeps editing reachable above the keyboard (see ``ScrollStack/avoidsKeyboard``).
    /// Default `true`.
    public var avoidsKeyboard: Bool {
        get { keyboardAvoider.isEnabled }
        set { keyboardAvoider.isEnabled = newValue }
    }
    private var descriptions: [RowID: ScrollStackRowDescription] = [:]
    private var rowsByKey: [RowKey: RowID] = [:]
    private var realized: [RowID: RowContent] = [:]
    private var isLayingOutRows = false
    private var measuredCrossExtent: CGFloat?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        _ = keyboardAvoider   // starts observing the keyboard
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeCategoryDidChange(_:)),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    /// Text size changed: made rows are brought up to date and every row is measured again.
    @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
        engine.invalidateMeasurements()
        for (row, content) in realized { descriptions[row]?.update(content) }
        setNeedsLayout()
    }

    /// VoiceOver reads the made rows in the stack's order. Rows one screen beyond the visible area
    /// are made in advance, so moving the VoiceOver focus onward scrolls the stack (UIKit scrolls a
    /// focused element into view) and the rows after it are made in turn.
    open override var accessibilityElements: [Any]? {
        get { engine.shownRows.compactMap { realized[$0]?.view } }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Rows

    /// The number of rows, made or not.
    public var numberOfRows: Int { engine.count }

    /// Every row's ID, in order.
    public var rowIDs: [AnyHashable] { engine.rows.compactMap { descriptions[$0]?.id.base } }

    /// The IDs of the rows whose content exists now, in order.
    public var realizedRowIDs: [AnyHashable] {
        engine.rows.filter { realized[$0] != nil }.compactMap { descriptions[$0]?.id.base }
    }

    /// The row's view if it is made now; nil if it is not (or there is no such row).
    public func realizedView(forRow id: some Hashable & Sendable) -> UIView? {
        rowsByKey[RowKey(id)].flatMap { realized[$0]?.view }
    }

    /// Makes the stack show exactly `descriptions`, in order: rows whose ID stays keep their place
    /// in the engine (and their content, if made), new IDs get rows sized by their estimate, and
    /// rows whose ID is gone are removed. Only rows near the screen are made. Animated, the rows
    /// on screen slide to their new places, new ones fade in and removed ones fade out.
    /// `completion` runs once, when that ends (at once otherwise).
    ///
    /// Throws `DuplicateRowKeyError<RowKey>` if an ID is listed twice; the stack is left as it was.
    public func setRows(_ descriptions: [ScrollStackRowDescription], animated: Bool = false,
                        completion: (() -> Void)? = nil) throws {
        let done = OnceCompletion(completion)
        let byKey = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let known = self.descriptions
        let change = try engine.reconcile(
            to: descriptions.map(\.id), key: { known[$0]?.id },
            newRow: { key in RowSpec(size: .estimated(Double(max(0, byKey[key]?.estimatedSize ?? 0)))) })
        var leaving: [RowContent] = []
        for row in change.removed {
            if let key = self.descriptions.removeValue(forKey: row)?.id { rowsByKey[key] = nil }
            if let content = realized.removeValue(forKey: row) {
                leaving.append(content)
                content.controller.map(beginReleasing)
            }
        }
        for (row, description) in zip(change.rows, descriptions) {
            self.descriptions[row] = description
            rowsByKey[description.id] = row
            // A made row is brought up to date now; others are when they are made.
            if let content = realized[row] { description.update(content) }
        }
        let finish = {
            for content in leaving {
                content.view.removeFromSuperview()
                content.controller.map(finishReleasing)
            }
        }
        guard animated, window != nil, !change.isEmpty else {
            finish()
            setNeedsLayout()
            done()
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]) {
            for content in leaving { content.view.alpha = 0 }
            self.layoutRows(fadingInNewRows: true)
        } completion: { _ in
            finish()
            done()
        }
    }

    /// Tells the stack that a made row's content changed size; it is measured again on the next
    /// layout pass, keeping what is on screen still. False for an unknown row.
    @discardableResult
    public func invalidateSize(ofRow id: some Hashable & Sendable) -> Bool {
        guard let row = rowsByKey[RowKey(id)] else { return false }
        engine.invalidateMeasurement(ofRow: row)
        setNeedsLayout()
        return true
    }

    /// How much of a row the visible area shows; `.removed` for an unknown row.
    public func visibility(ofRow id: some Hashable & Sendable) -> ScrollStack.RowVisibility {
        layoutIfNeeded()
        guard let row = rowsByKey[RowKey(id)] else { return .removed }
        return ScrollStack.RowVisibility(engine.visibility(of: row, in: viewport.visibleRect))
    }

    /// Scrolls a row to `position`, making and measuring the rows around it first, so it lands
    /// exactly even if it was never made. Returns false (and runs `completion` at once) for an
    /// unknown row. Animated, a far jump moves straight to one screen before the row and scrolls
    /// the rest of the way, so every row passed on screen exists.
    @discardableResult
    public func scrollToRow(_ id: some Hashable & Sendable, at position: ScrollStack.ScrollPosition = .automatic,
                            animated: Bool = true, completion: (() -> Void)? = nil) -> Bool {
        let done = OnceCompletion(completion)
        layoutIfNeeded()
        // Settled on a copy: making and measuring rows reads `engine`, which must not be read while
        // it is being changed.
        var working = engine
        guard let row = rowsByKey[RowKey(id)],
              let target = working.settledScrollOffset(toShow: row, at: position.engineValue, in: viewport,
                                                       measure: { row, cross in measure(realize(row), across: cross) }) else {
            done()
            return false
        }
        engine = working
        contentSize = cgSize(engine.contentSize)
        let destination = cgPoint(target)
        guard animated, window != nil, destination != contentOffset else {
            contentOffset = destination
            layoutIfNeeded()
            done()
            return true
        }
        // Start at most one visible length away, so the animation passes only rows that exist.
        let vertical = axis == .vertical
        let length = vertical ? bounds.height : bounds.width
        let current = vertical ? contentOffset.y : contentOffset.x
        let goal = vertical ? destination.y : destination.x
        if abs(goal - current) > length {
            let start = goal + (current < goal ? -length : length)
            contentOffset = vertical ? CGPoint(x: contentOffset.x, y: start) : CGPoint(x: start, y: contentOffset.y)
            layoutIfNeeded()
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]) {
            self.contentOffset = destination
            self.layoutIfNeeded()
        } completion: { _ in
            done()
        }
        return true
    }

    // MARK: Layout

    private var viewport: Viewport {
        Viewport(offset: Point(x: Double(contentOffset.x), y: Double(contentOffset.y)),
                 size: Size(width: Double(bounds.width), height: Double(bounds.height)),
                 insets: insets(adjustedContentInset))
    }

    private func configurationDidChange(measuresAgain: Bool) {
        var configuration = engine.configuration
        configuration.axis = stackAxis(axis)
        configuration.spacing = Double(spacing)
        configuration.rowInsets = insets(rowInsets)
        engine.configuration = configuration
        if measuresAgain { engine.invalidateMeasurements() }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Brings the engine's container up to date, makes and measures the rows near the visible
    /// area until none is missing (keeping the content on screen still), releases the rest and
    /// places the made rows. Rows made by this pass appear in place (inside an animation, they
    /// fade in when `fadingInNewRows`); the others move to their frames.
    private func layoutRows(fadingInNewRows: Bool = false) {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        if engine.configuration.containerSize != Size(width: Double(bounds.width), height: Double(bounds.height)) {
            engine.configuration.containerSize = Size(width: Double(bounds.width), height: Double(bounds.height))
        }
        // Rows are measured across the stack: a new cross length makes every measurement stale.
        let cross = axis == .vertical ? bounds.width : bounds.height
        if measuredCrossExtent != cross {
            measuredCrossExtent = cross
            engine.invalidateMeasurements()
        }
        let margin = Double(overscan ?? (axis == .vertical ? bounds.height : bounds.width))
        let before = Set(realized.keys)
        for _ in 0 ..< 64 {
            let round = engine.realizationRound(visibleRect: viewport.visibleRect, overscan: margin)
            for row in round.update.release { release(row) }
            for row in round.update.realize { _ = realize(row) }
            if round.toMeasure.isEmpty { break }
            let measurements = round.toMeasure.map { ($0.row, measure(realize($0.row), across: $0.crossExtent)) }
            let offset = cgPoint(engine.setMeasuredExtents(measurements, keepingStill: viewport))
            contentSize = cgSize(engine.contentSize)
            if offset != contentOffset { contentOffset = offset }
        }
        // Rows made only to be measured (by a scroll to a far row) and no longer near the screen.
        for row in realized.keys where !engine.realizedRows.contains(row) { release(row) }
        contentSize = cgSize(engine.contentSize)
        for (row, content) in realized {
            guard let frames = engine.frames(of: row) else { continue }
            let frame = cgRect(frames.content)
            if before.contains(row) {
                content.view.frame = frame
            } else {
                UIView.performWithoutAnimation {
                    content.view.frame = frame
                    if fadingInNewRows { content.view.alpha = 0 }
                }
                content.view.alpha = 1
            }
        }
        for content in releasedContents { content.controller.map(finishReleasing) }
        releasedContents.removeAll()
    }

    /// Makes a row's content if it does not exist, adds it and brings it up to date.
    private func realize(_ row: RowID) -> RowContent {
        if let content = realized[row] { return content }
        let description = descriptions[row]!
        let content = description.make()
        content.view.translatesAutoresizingMaskIntoConstraints = true
        UIView.performWithoutAnimation {
            if let frames = engine.frames(of: row) { content.view.frame = cgRect(frames.content) }
            addSubview(content.view)
        }
        if let controller = content.controller { contain(controller, in: nearestViewController(of: self)) }
        description.update(content)
        realized[row] = content
        lazyDelegate?.lazyScrollStack(self, didRealize: content.view, forRow: description.id.base)
        return content
    }

    /// Contents whose views left, waiting for `removeFromParent()`.
    private var releasedContents: [RowContent] = []

    private func release(_ row: RowID) {
        guard let content = realized.removeValue(forKey: row) else { return }
        content.controller.map(beginReleasing)
        content.view.removeFromSuperview()
        releasedContents.append(content)
        if let id = descriptions[row]?.id.base { lazyDelegate?.lazyScrollStack(self, didRelease: content.view, forRow: id) }
    }

    /// The content's length along the axis when it gets `across` points the other way (the row's
    /// width in a vertical stack).
    private func measure(_ content: RowContent, across: Double) -> Double {
        let view = content.view
        let vertical = axis == .vertical
        #if canImport(SwiftUI)
        if case .controller(let controller) = content, let sizing = controller as? SwiftUIRowSizing {
            return Double(sizing.rowLength(across: CGFloat(across), axis: axis))
        }
        #endif
        let target = vertical
            ? CGSize(width: CGFloat(across), height: UIView.layoutFittingCompressedSize.height)
            : CGSize(width: UIView.layoutFittingCompressedSize.width, height: CGFloat(across))
        let size = view.systemLayoutSizeFitting(target,
                                                withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                                                verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
        return Double(vertical ? size.height : size.width)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Controllers made before the stack had a parent controller are adopted now.
        let parent = nearestViewController(of: self)
        for content in realized.values {
            if let controller = content.controller { contain(controller, in: parent) }
        }
    }
}
#endif

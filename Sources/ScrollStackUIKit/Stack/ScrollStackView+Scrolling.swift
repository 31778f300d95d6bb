// Scrolling a stack to a row, to its ends, or to an offset, with the engine's targets; rows never
// made or measured are made and measured on the way, so the row lands exactly.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStackView {
    /// Scrolls so `id` is at `position` (honouring `adjustedContentInset`, clamped to the
    /// scrollable range). A hidden row, or none (`nil`: a view, controller or ID not in this
    /// stack), does not scroll; the completion runs either way.
    func scroll(to id: RowID?, at position: ScrollPosition, animated: Bool, completion: OnceCompletion) {
        layoutIfNeededForQuery()
        setOffset(id.flatMap { settledTarget(showing: $0, at: position) }.map(cgPoint), animated: animated, completion: completion)
    }

    /// The offset that shows `id` at `position`. Rows the target area shows are made and measured
    /// first, round by round, so the row lands exactly even if it never was.
    private func settledTarget(showing id: RowID, at position: ScrollPosition) -> Point? {
        guard var settling = engine.beginScrollSettling(toShow: id, at: position, in: viewport) else { return nil }
        while !settling.requests.isEmpty {
            let lengths = settling.requests.map { request -> Double? in
                guard let row = madeRow(request.row) else { return nil }
                return Double(row.measuredContentLength(across: CGFloat(request.crossExtent), axis: axis))
            }
            engine.continueScrollSettling(&settling, measurements: lengths)
        }
        contentSize = cgSize(engine.contentSize)
        return settling.target
    }

    /// Moves to `target` (`nil`: stays), animated with ``scrollAnimate`` when asked. A lazy stack
    /// jumps first to one visible length before a far target, so the animation passes only rows
    /// it has made.
    func setOffset(_ target: CGPoint?, animated: Bool, completion: OnceCompletion) {
        guard let target, animated, window != nil, target != contentOffset else {
            if let target, target != contentOffset { setContentOffset(target, animated: false) }
            runWhenChangesEnd(completion.callAsFunction)
            return
        }
        if case .lazy = realization {
            let start = cgPoint(engine.animatedScrollStart(from: enginePoint(contentOffset), to: enginePoint(target), in: viewport))
            if start != contentOffset {
                contentOffset = start
                layoutIfNeeded()
            }
        }
        scrollAnimate({
            self.contentOffset = target
            self.layoutIfNeeded()
        }, { _ in self.runWhenChangesEnd(completion.callAsFunction) })
    }

    /// Scrolls to the start of the content (the top, or the left end of a horizontal stack).
    public func scrollToTop(animated: Bool = true, completion: (() -> Void)? = nil) {
        layoutIfNeededForQuery()
        setOffset(cgPoint(engine.startOffset(in: viewport)), animated: animated, completion: OnceCompletion(completion))
    }

    /// Scrolls to the end of the content (the bottom, or the right end of a horizontal stack). In a
    /// lazy stack the rows at the end are made and measured first, so it lands exactly.
    public func scrollToBottom(animated: Bool = true, completion: (() -> Void)? = nil) {
        layoutIfNeededForQuery()
        if let last = engine.lastVisibleRow { _ = settledTarget(showing: last, at: .end) }
        setOffset(cgPoint(engine.endOffset(in: viewport)), animated: animated, completion: OnceCompletion(completion))
    }
}
#endif

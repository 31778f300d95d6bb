#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// Decides and hears drag-to-reorder on a ``ScrollStack`` (``ScrollStack/allowsReordering``).
/// Every method is optional.
@MainActor
public protocol ScrollStackReorderDelegate: AnyObject {
    /// Whether a long press on `row` may start dragging it. Default `true`.
    func scrollStack(_ stack: ScrollStack, canMoveRow row: ScrollStackRow) -> Bool
    /// Whether the dragged `row` may take `destination` (its index after the move). Asked each
    /// time the drag reaches a new place; refusing leaves the row where it is. Default `true`.
    func scrollStack(_ stack: ScrollStack, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool
    /// The drag ended with `row` at a new index. Not called when it ended where it began.
    func scrollStack(_ stack: ScrollStack, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int)
}

extension ScrollStackReorderDelegate {
    public func scrollStack(_ stack: ScrollStack, canMoveRow row: ScrollStackRow) -> Bool { true }
    public func scrollStack(_ stack: ScrollStack, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool { true }
    public func scrollStack(_ stack: ScrollStack, didMoveRow row: ScrollStackRow, from source: Int, to destination: Int) {}
}

/// One drag in progress.
@MainActor
final class ReorderDrag {
    let row: ScrollStackRow
    let snapshot: UIView
    let sourceIndex: Int
    /// The finger, in content coordinates (kept up to date while auto-scrolling moves the content
    /// under a still finger).
    var touch: CGPoint
    /// From the finger to the snapshot's centre along the main axis, so the row does not jump
    /// under the finger.
    let grabOffset: CGFloat
    var displayLink: CADisplayLink?
    var lastTimestamp: CFTimeInterval?

    init(row: ScrollStackRow, snapshot: UIView, sourceIndex: Int, touch: CGPoint, grabOffset: CGFloat) {
        self.row = row
        self.snapshot = snapshot
        self.sourceIndex = sourceIndex
        self.touch = touch
        self.grabOffset = grabOffset
    }
}

extension ScrollStack {
    func updateReorderRecognizer() {
        reorderRecognizer.isEnabled = allowsReordering
        if allowsReordering && reorderRecognizer.view == nil { addGestureRecognizer(reorderRecognizer) }
        if !allowsReordering { endReorder() }
    }

    @objc func handleReorderGesture(_ recognizer: UILongPressGestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            beginReorder(at: point)
        case .changed:
            reorderDrag?.touch = point
            updateReorder()
        default:
            endReorder()
        }
    }

    private func beginReorder(at point: CGPoint) {
        layoutIfNeededForQuery()
        guard reorderDrag == nil, let id = engine.row(at: Point(x: Double(point.x), y: Double(point.y))), let row = madeRow(id),
              let index = engine.index(of: id), reorderDelegate?.scrollStack(self, canMoveRow: row) ?? true else { return }
        let frame = row.convert(row.bounds, to: self)
        let snapshot = row.snapshotView(afterScreenUpdates: false) ?? UIView()
        snapshot.frame = frame
        snapshot.layer.shadowOpacity = 0.25
        snapshot.layer.shadowRadius = 8
        snapshot.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(snapshot)
        let main = axis == .vertical ? point.y - frame.midY : point.x - frame.midX
        let drag = ReorderDrag(row: row, snapshot: snapshot, sourceIndex: index, touch: point, grabOffset: main)
        reorderDrag = drag
        row.alpha = 0
        UIView.animate(withDuration: 0.2) { snapshot.transform = CGAffineTransform(scaleX: 1.03, y: 1.03) }
        let link = CADisplayLink(target: self, selector: #selector(reorderTick(_:)))
        link.add(to: .main, forMode: .common)
        drag.displayLink = link
    }

    /// Follows the finger with the snapshot and moves the row to where the engine says it belongs
    /// (if the delegate agrees), animating the others aside.
    private func updateReorder() {
        guard let drag = reorderDrag else { return }
        guard let id = drag.row.rowID, let current = engine.index(of: id) else {
            endReorder()
            return
        }
        let vertical = axis == .vertical
        let centre = (vertical ? drag.touch.y : drag.touch.x) - drag.grabOffset
        drag.snapshot.center = vertical ? CGPoint(x: drag.snapshot.center.x, y: centre) : CGPoint(x: centre, y: drag.snapshot.center.y)
        bringSubviewToFront(drag.snapshot)
        guard let destination = engine.reorderDestination(of: id, draggedTo: Double(centre)), destination != current,
              reorderDelegate?.scrollStack(self, shouldMoveRow: drag.row, to: destination) ?? true else { return }
        moveRow(id, to: destination, animated: true, completion: OnceCompletion(nil))
        // The row under the finger stays invisible while the others move aside.
        drag.row.alpha = 0
    }

    /// Scrolls while the finger rests near an edge, at the engine's speed for that spot.
    @objc func reorderTick(_ link: CADisplayLink) {
        guard let drag = reorderDrag else {
            link.invalidate()
            return
        }
        defer { drag.lastTimestamp = link.timestamp }
        guard let last = drag.lastTimestamp else { return }
        let velocity = engine.autoScrollVelocity(forDragAt: Point(x: Double(drag.touch.x), y: Double(drag.touch.y)), in: viewport)
        guard velocity != 0 else { return }
        let step = velocity * (link.timestamp - last)
        let vertical = axis == .vertical
        let wanted = vertical ? Point(x: Double(contentOffset.x), y: Double(contentOffset.y) + step)
                              : Point(x: Double(contentOffset.x) + step, y: Double(contentOffset.y))
        let target = cgPoint(engine.clampedOffset(wanted, in: viewport))
        let delta = CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y)
        guard delta != .zero else { return }
        contentOffset = target
        drag.touch = CGPoint(x: drag.touch.x + delta.x, y: drag.touch.y + delta.y)
        updateReorder()
    }

    /// Drops the row: the snapshot settles onto the row's place and the delegate hears the move.
    func endReorder() {
        guard let drag = reorderDrag else { return }
        reorderDrag = nil
        drag.displayLink?.invalidate()
        layoutIfNeeded()
        let row = drag.row
        let target = row.convert(row.bounds, to: self)
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            drag.snapshot.transform = .identity
            drag.snapshot.frame = target
        } completion: { _ in
            drag.snapshot.removeFromSuperview()
            row.alpha = 1
        }
        if let id = row.rowID, let index = engine.index(of: id), index != drag.sourceIndex, row.stack === self {
            reorderDelegate?.scrollStack(self, didMoveRow: row, from: drag.sourceIndex, to: index)
        }
    }
}
#endif

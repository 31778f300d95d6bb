// Drag to reorder: a long press lifts a row, the engine says where it belongs as it moves, and a delegate may refuse.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// One drag in progress on screen: the engine's drag, the row's view and the snapshot that
/// follows the finger.
@MainActor
final class ReorderGesture {
    let drag: ReorderDrag
    let row: ScrollStackRow
    let snapshot: UIView
    /// The finger, in content coordinates (kept up to date while auto-scrolling moves the content
    /// under a still finger).
    var touch: CGPoint
    /// From the finger to the snapshot's centre along the main axis, so the row does not jump
    /// under the finger.
    let grabOffset: CGFloat
    var displayLink: CADisplayLink?
    var lastTimestamp: CFTimeInterval?

    init(drag: ReorderDrag, row: ScrollStackRow, snapshot: UIView, touch: CGPoint, grabOffset: CGFloat) {
        self.drag = drag
        self.row = row
        self.snapshot = snapshot
        self.touch = touch
        self.grabOffset = grabOffset
    }
}

/// Keeps the stack's long press to reorder away from text and from controls that use a long press
/// themselves (``ownsLongPress(_:below:)``), so a long press in a text field shows the loupe
/// instead of lifting the row. (A separate object: the scroll
/// view is already the delegate of its own recognizers.)
@MainActor
final class ReorderTouchFilter: NSObject, UIGestureRecognizerDelegate {
    private weak var stack: ScrollStackView?

    init(stack: ScrollStackView) {
        self.stack = stack
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let stack else { return true }
        return !ownsLongPress(touch.view, below: stack)
    }
}

extension ScrollStackView {
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
            reorderGesture?.touch = point
            updateReorder()
        default:
            endReorder()
        }
    }

    private func beginReorder(at point: CGPoint) {
        layoutIfNeededForQuery()
        guard reorderGesture == nil, let id = engine.row(at: enginePoint(point), in: viewport.visibleRect), let drag = ReorderDrag(of: id, in: engine),
              let row = madeRow(id), reorderDelegate?.scrollStackView(self, canMoveRow: row) ?? true else { return }
        let frame = row.convert(row.bounds, to: self)
        // A row swiped open closes first, and the lifted copy shows it closed.
        let wasSwiped = swipes?.swipedRow != nil
        swipes?.close(animated: false)
        let snapshot = row.snapshotView(afterScreenUpdates: wasSwiped) ?? UIView()
        snapshot.frame = frame
        snapshot.layer.shadowOpacity = 0.25
        snapshot.layer.shadowRadius = 8
        snapshot.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(snapshot)
        let main = axis == .vertical ? point.y - frame.midY : point.x - frame.midX
        let gesture = ReorderGesture(drag: drag, row: row, snapshot: snapshot, touch: point, grabOffset: main)
        reorderGesture = gesture
        row.alpha = 0
        UIView.animate(withDuration: 0.2) { snapshot.transform = CGAffineTransform(scaleX: 1.03, y: 1.03) }
        let link = CADisplayLink(target: self, selector: #selector(reorderTick(_:)))
        link.add(to: .main, forMode: .common)
        gesture.displayLink = link
    }

    /// Follows the finger with the snapshot and moves the row to where the engine says it belongs
    /// (if the delegate agrees), animating the others aside.
    private func updateReorder() {
        guard let gesture = reorderGesture else { return }
        guard engine.contains(gesture.drag.row) else { return endReorder() }
        let vertical = axis == .vertical
        let centre = (vertical ? gesture.touch.y : gesture.touch.x) - gesture.grabOffset
        let snapshot = gesture.snapshot
        snapshot.center = vertical ? CGPoint(x: snapshot.center.x, y: centre) : CGPoint(x: centre, y: snapshot.center.y)
        bringSubviewToFront(snapshot)
        guard let destination = gesture.drag.destination(in: engine, draggedTo: Double(centre)),
              reorderDelegate?.scrollStackView(self, shouldMoveRow: gesture.row, to: destination) ?? true else { return }
        moveRow(gesture.drag.row, to: destination, animated: true, completion: OnceCompletion(nil))
    }

    /// Scrolls while the finger rests near an edge, at the engine's speed for that spot.
    @objc func reorderTick(_ link: CADisplayLink) {
        guard let gesture = reorderGesture else {
            link.invalidate()
            return
        }
        defer { gesture.lastTimestamp = link.timestamp }
        guard let last = gesture.lastTimestamp else { return }
        let velocity = engine.autoScrollVelocity(forDragAt: enginePoint(gesture.touch), in: viewport)
        guard velocity != 0 else { return }
        let step = velocity * (link.timestamp - last)
        let vertical = axis == .vertical
        let wanted = vertical ? Point(x: Double(contentOffset.x), y: Double(contentOffset.y) + step)
                              : Point(x: Double(contentOffset.x) + step, y: Double(contentOffset.y))
        let target = cgPoint(engine.clampedOffset(wanted, in: viewport))
        let delta = CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y)
        guard delta != .zero else { return }
        contentOffset = target
        gesture.touch = CGPoint(x: gesture.touch.x + delta.x, y: gesture.touch.y + delta.y)
        updateReorder()
    }

    /// Drops the row: the snapshot settles onto the row's place and the delegate hears the move.
    func endReorder() {
        guard let gesture = reorderGesture else { return }
        reorderGesture = nil
        gesture.displayLink?.invalidate()
        layoutIfNeeded()
        let row = gesture.row
        let target = row.convert(row.bounds, to: self)
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            gesture.snapshot.transform = .identity
            gesture.snapshot.frame = target
        } completion: { _ in
            gesture.snapshot.removeFromSuperview()
            row.alpha = 1
        }
        if let move = gesture.drag.drop(in: engine) {
            reorderDelegate?.scrollStackView(self, didMoveRow: row, from: move.from, to: move.to)
        }
    }
}
#endif

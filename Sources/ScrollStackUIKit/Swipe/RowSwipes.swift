// A vertical stack's swipe actions on UIKit: the pan that moves a row's content sideways, the tap
// that closes an open row, and what closes it otherwise (a scroll, the row leaving or changing).

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// Drives ``RowSwipe`` (the engine's rules: how far the content goes, when the row opens, closes or
/// performs its first action) from UIKit's gestures, and shows what it decides on the row's view
/// (``SwipeActionViews``). Made the first time a row of the stack has swipe actions.
@MainActor
final class RowSwipes: NSObject, UIGestureRecognizerDelegate {
    unowned let stack: ScrollStackView
    private(set) var swipe = RowSwipe()
    /// The row view the swipe shows on, with its action buttons.
    private var shown: SwipeActionViews?
    /// The stack's offset along its axis when the row came to rest open (a scroll from it closes it).
    private var restingOffset: CGFloat?
    /// Whether the open row's action is running (its buttons wait until the row closes), and which
    /// swipe a completion belongs to (a late one after the row was swiped again is ignored).
    private var performing = false
    private var generation = 0
    private lazy var pan: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        recognizer.delegate = self
        return recognizer
    }()
    /// Closes an open row on a tap anywhere in the stack but its action buttons.
    private lazy var closingTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(handleClosingTap(_:)))
        recognizer.delegate = self
        recognizer.isEnabled = false
        return recognizer
    }()

    init(stack: ScrollStackView) {
        self.stack = stack
        super.init()
        stack.addGestureRecognizer(pan)
        stack.addGestureRecognizer(closingTap)
    }

    /// The row open or being swiped: none once that row was removed or hidden, even before the
    /// layout pass that closes it.
    var swipedRow: ScrollStackRow? {
        guard swipe.row != nil, let row = shown?.row, row.stack === stack, let id = row.rowID,
              stack.engine.index(of: id) != nil, stack.engine.isHidden(id) != true else { return nil }
        return row
    }

    /// Whether a row is open or being swiped: taps then close it rather than reach a row.
    var holdsTaps: Bool { swipe.row != nil }

    // MARK: Gestures

    /// A pan begins on a vertical stack's row when it moves more sideways than up or down, toward
    /// an edge with actions, or on the row already open (which it moves either way).
    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === closingTap { return swipe.row != nil }
        guard recognizer === pan, stack.axis == .vertical, stack.reorderGesture == nil, let row = row(under: pan) else { return false }
        let translation = pan.translation(in: stack)
        let motion = translation == .zero ? pan.velocity(in: stack) : translation
        guard abs(motion.x) > abs(motion.y) else { return false }
        if row.rowID != nil && row.rowID == swipe.row { return true }
        guard let edge = SwipeEdge.uncovered(byMoving: Double(motion.x), in: stack.engine.configuration.layoutDirection) else { return false }
        return !(row.swipeActions(at: edge)?.actions.isEmpty ?? true)
    }

    /// The scroll view's own pan waits until the swipe's pan has failed (it fails at once for a
    /// drag more up or down than sideways), so a sideways drag on a row swipes it rather than
    /// racing the scroll (https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    /// recommends the delegate for requirements made as recognizers appear).
    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        recognizer === pan && other === stack.panGestureRecognizer
    }

    /// The closing tap leaves touches on the open row's action buttons to the buttons; the pan
    /// leaves a drag that starts on a slider, a switch or text input to it.
    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let onButton = shown?.contains(touch.view) ?? false
        return recognizer === closingTap ? !onButton : onButton || !ownsSidewaysDrag(touch.view, below: stack)
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = Double(recognizer.translation(in: stack).x)
        switch recognizer.state {
        case .began:
            guard let row = row(under: recognizer), let id = row.rowID else { return }
            if shown?.row !== row {
                closeShown(animated: true)
                shown = SwipeActionViews(row: row, owner: self)
            }
            guard let shown else { return }
            generation &+= 1
            _ = swipe.begin(id, leading: shown.geometry(at: .leading), trailing: shown.geometry(at: .trailing),
                        rowWidth: Double(row.bounds.width), direction: stack.engine.configuration.layoutDirection)
            closingTap.isEnabled = false
            performing = false
            swipe.move(by: translation)
            show(animated: false)
        case .changed:
            swipe.move(by: translation)
            show(animated: false)
        case .ended, .cancelled, .failed:
            guard swipe.isTracking else { return }
            let velocity = recognizer.state == .ended ? Double(recognizer.velocity(in: stack).x) : 0
            let outcome = swipe.end(velocity: velocity)
            show(animated: true)
            switch outcome {
            case .closed: break
            case .opened: cameToRest()
            case .performed(let edge):
                cameToRest()
                if let row = shown?.row, let action = row.swipeActions(at: edge)?.actions.first { perform(action, on: row) }
            }
        default:
            break
        }
    }

    @objc private func handleClosingTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        close(animated: true)
    }

    /// The made, shown row of the stack under the gesture's finger.
    private func row(under recognizer: UIGestureRecognizer) -> ScrollStackRow? {
        let point = recognizer.location(in: stack)
        return stack.subviews.reversed().lazy.compactMap { $0 as? ScrollStackRow }
            .first { !$0.isHidden && $0.rowID != nil && $0.frame.contains(point) }
    }

    // MARK: Opening, closing, performing

    private func cameToRest() {
        closingTap.isEnabled = true
        restingOffset = stack.axis == .vertical ? stack.contentOffset.y : stack.contentOffset.x
    }

    /// Shows the swipe's layout on its row, animated with the stack's animation when asked; a row
    /// that closed loses its buttons once the animation ends (unless swiped again meanwhile).
    private func show(animated: Bool) {
        guard let shown else { return }
        let layout = swipe.layout(height: Double(shown.row.bounds.height))
        guard animated, shown.row.window != nil else {
            shown.apply(layout)
            if layout.edge == nil { finish(shown) }
            return
        }
        stack.animate({ shown.apply(layout) }, { [weak self] _ in
            guard let self, layout.edge == nil, self.shown === shown, self.swipe.row == nil else { return }
            self.finish(shown)
        })
    }

    private func finish(_ views: SwipeActionViews) {
        views.remove(restoringContent: true)
        if shown === views { shown = nil }
    }

    /// Closes the open or swiped row, animated or at once.
    func close(animated: Bool) {
        closingTap.isEnabled = false
        restingOffset = nil
        performing = false
        guard swipe.close() != nil else { return }
        show(animated: animated)
    }

    /// A row that was open and another begins: the first closes (the engine already forgot it).
    /// Its buttons leave when the animation ends; its content stays as it is if the row was swiped
    /// again meanwhile.
    private func closeShown(animated: Bool) {
        guard let previous = shown else { return }
        shown = nil
        let layout = SwipeLayout.closed
        guard animated && previous.row.window != nil else {
            previous.apply(layout)
            return previous.remove(restoringContent: true)
        }
        stack.animate({ previous.apply(layout) }, { [weak self] _ in
            previous.remove(restoringContent: self?.shown?.row !== previous.row)
        })
    }

    /// Runs `action` for `row`; its completion (the first call only) closes the row if it is still
    /// open from the same swipe. A row the action removed leaves as it is, swiped (its content is
    /// put back when it is taken down).
    func perform(_ action: ScrollStackRowAction, on row: ScrollStackRow) {
        let id = row.rowID, swiping = generation
        if id != nil && id == swipe.row { performing = true }
        var finished = false
        action.handler(action, row) { [weak self] _ in
            guard !finished else { return }
            finished = true
            guard let self, let id, self.swipe.row == id, self.generation == swiping else { return }
            if self.swipedRow == nil { return self.forgetSwipe() }
            self.close(animated: true)
        }
    }

    /// An action button was tapped on the open row (once: the row waits for the action to finish).
    func buttonTapped(_ action: ScrollStackRowAction, on row: ScrollStackRow) {
        guard !swipe.isTracking, !performing, swipe.row != nil, swipe.row == row.rowID else { return }
        perform(action, on: row)
    }

    // MARK: Staying in step with the stack

    /// After each layout pass: the user scrolling closes the open row (an offset your code or the
    /// keyboard changes does not); a row that left the stack, was hidden, released or made wider or
    /// narrower closes at once; a row that grew or shrank keeps its buttons its height.
    func stackDidLayOut() {
        guard let shown else { return }
        let row = shown.row
        // A row removed with animation keeps its content where it is while it leaves (a full
        // swipe that deleted it ends with it gone, not snapped back); it is put back when the row
        // is taken down (rowWillLeave).
        if let id = row.rowID, row.stack === stack, stack.engine.index(of: id) == nil {
            if swipe.row == id { forgetSwipe() }
            return
        }
        let departed = row.stack !== stack || row.superview !== stack || row.rowID == nil || row.isHidden
            || row.rowID.flatMap(stack.engine.isHidden) == true || stack.axis != .vertical || shown.width != row.bounds.width
        if departed { return closeAtOnce() }
        guard swipe.row != nil, !swipe.isTracking else { return }
        if shown.height != row.bounds.height { shown.apply(swipe.layout(height: Double(row.bounds.height))) }
        let offset = stack.contentOffset.y
        if let restingOffset, stack.isDragging, abs(offset - restingOffset) > 1 { close(animated: true) }
    }

    /// A row's actions changed: a row showing them keeps its buttons if they look the same (a
    /// declarative update repeating them: the buttons run the new handlers), and closes otherwise,
    /// animated (a finger moving it lets go of it).
    func actionsDidChange(of row: ScrollStackRow) {
        guard let shown, shown.row === row, !shown.adoptActions() else { return }
        forgetSwipe()
        closeShown(animated: true)
    }

    private func closeAtOnce() {
        forgetSwipe()
        guard let shown else { return }
        shown.apply(.closed)
        finish(shown)
    }

    /// The engine's swipe closes, leaving the views as they are.
    private func forgetSwipe() {
        swipe.close()
        closingTap.isEnabled = false
        restingOffset = nil
        performing = false
    }

    /// Rows are about to be hidden: the open one among them closes at once.
    func rowsWillHide(_ ids: Set<RowID>) {
        if let id = swipe.row, ids.contains(id) { closeAtOnce() }
    }

    /// A row's view is leaving the stack (removed, or released by a lazy stack): if it shows a
    /// swipe, the swipe closes and its content is put back at once.
    func rowWillLeave(_ row: ScrollStackRow) {
        if shown?.row === row { closeAtOnce() }
    }
}
#endif

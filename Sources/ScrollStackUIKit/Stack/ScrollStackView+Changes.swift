// The row operations every vocabulary is built on, and how a change animates. Each operation
// changes the engine and the row table first (so queries answer for the new state at once); an
// animated one then plays the engine's transition, from what is on screen to the engine's new
// frames. Every completion runs exactly once, whatever happens.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
@_spi(Hosting) import ScrollStackCore
#endif

/// What a hide or show adds to its animation: the rows' own custom transitions
/// (``ScrollStackRowAnimatable``) and, when one of them gives it, their timing.
@MainActor
struct RowAnimations {
    var animatables: [ScrollStackRowAnimatable] = []
    var toHide = false

    func begin() { animatables.forEach { $0.willBeginAnimationTransition(toHide: toHide) } }
    func animate() { animatables.forEach { $0.animateTransition(toHide: toHide) } }
    func end() { animatables.forEach { $0.didEndAnimationTransition(toHide: toHide) } }

    /// The first custom timing, as an animation runner.
    var runner: ScrollStackView.Animation? {
        guard let info = animatables.first?.animationInfo else { return nil }
        return { animations, completion in
            UIView.animate(withDuration: info.duration, delay: info.delay, usingSpringWithDamping: info.springDamping,
                           initialSpringVelocity: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
                           animations: animations, completion: completion)
        }
    }
}

extension ScrollStackView {
    /// Where new rows go: `.start`, `.end`, `.index(_:)`, or before or after a row named by its
    /// view, its controller or its declared ID (`.after(label)`, `.before(controller)`,
    /// `.after(id: "header")`).
    public struct RowLocation {
        enum Place {
            case start, end
            case index(Int)
            case view(UIView, after: Bool)
            case controller(UIViewController, after: Bool)
            case id(RowKey, after: Bool)
        }
        let place: Place

        /// Before every row.
        public static var start: RowLocation { RowLocation(place: .start) }
        /// After every row.
        public static var end: RowLocation { RowLocation(place: .end) }
        /// At this index (0 ... count). Any other index traps, naming the index and the count.
        public static func index(_ index: Int) -> RowLocation { RowLocation(place: .index(index)) }
        /// Before the row showing `view` (or before `view`, a row); nothing is inserted if it is
        /// not in this stack.
        public static func before(_ view: UIView) -> RowLocation { RowLocation(place: .view(view, after: false)) }
        /// After the row showing `view`.
        public static func after(_ view: UIView) -> RowLocation { RowLocation(place: .view(view, after: true)) }
        /// Before the row showing `controller`.
        public static func before(_ controller: UIViewController) -> RowLocation {
            RowLocation(place: .controller(controller, after: false))
        }
        /// After the row showing `controller`.
        public static func after(_ controller: UIViewController) -> RowLocation {
            RowLocation(place: .controller(controller, after: true))
        }
        /// Before the row with this declared ID.
        public static func before(id: some Hashable & Sendable) -> RowLocation { RowLocation(place: .id(RowKey(id), after: false)) }
        /// After the row with this declared ID.
        public static func after(id: some Hashable & Sendable) -> RowLocation { RowLocation(place: .id(RowKey(id), after: true)) }
    }

    /// How much of a row the visible area shows: the engine's `RowVisibility`
    /// (`.partial(fraction)` gives the visible fraction of the row's area, 0 to 1).
    public typealias RowVisibility = ScrollStackCore.RowVisibility

    /// Where a row ends up when scrolling to it: the engine's `ScrollPosition` (`.automatic`, the
    /// least scrolling that shows the whole row; `.start`, `.center`, `.end`), measured against the
    /// visible area (the bounds minus `adjustedContentInset`), targets clamped to the scrollable
    /// range.
    public typealias ScrollPosition = ScrollStackCore.ScrollPosition
}

extension ScrollStackView {
    // MARK: Changes

    /// Applies one change: `body` changes the engine and the row table. Not animated, it is shown
    /// at the next layout pass and rows it removed leave at once; animated (in a window), the
    /// engine's transition plays from what is on screen. The bookkeeping is the shared
    /// ``ChangeTransaction``'s; this host adds only UIKit's calls. In order:
    ///
    /// 1. animated: lay out first, so the change starts from what the user sees, and take the
    ///    engine's layout snapshot around the screen;
    /// 2. open the transaction (layout passes wait; rows removed are kept until it ends);
    /// 3. run `body`;
    /// 4. animated: settle, keeping the rows that were on screen, build the transition and play it
    ///    (``play(_:extras:completion:)``: claim the rows, hold the leaving ones, place every row
    ///    at its start, animate to its end; when it ends, settle the rows it still owns, take
    ///    down the leaving ones and run the completion); not animated: queue the completion;
    /// 5. close the transaction: take down the rows no animation shows, ask for a layout pass and
    ///    run the waiting completions (once no change is open: a change made from inside another
    ///    runs its completion after the outer one ends);
    /// 6. off screen: ask for a later pass, which reports the change's row events.
    ///
    /// A `body` that throws leaves the completion unrun (the call reports the error instead).
    func change(animated: Bool, completion: OnceCompletion, extras: RowAnimations = RowAnimations(),
                _ body: () throws -> Void) rethrows {
        // Swift 5 apps may call a stack from any thread without a compiler error
        // (the stack is @preconcurrency): stop at the call rather than race with UIKit.
        precondition(Thread.isMainThread, "a ScrollStack was changed off the main thread")
        let animates = animated && window != nil && transaction.allowsPass
        // Start from a settled layout: what the user sees.
        if animates { layOutRows() }
        let area = transitionArea
        let before = animates ? engine.layoutSnapshot(around: area) : nil
        transaction.begin(&contents)
        defer {
            transaction.end(&contents).forEach(takeDown)
            setNeedsLayout()
            runWaitingWork()
        }
        try body()
        if animates, let before {
            // New rows are made and measured where they land; rows on screen before stay made.
            settle(keeping: before.layouts.map(\.id))
            let transition = Transition(from: before, to: engine, in: area, timing: .linear(duration: 1))
            play(transition, extras: extras, completion: completion)
        } else {
            transaction.runAfterChanges(completion.callAsFunction)
        }
        // Off screen no layout pass comes to report the change: its row events go on the next
        // turn of the main queue, so rows it removed are named once and let go instead of being
        // kept until the stack is shown again.
        if window == nil { requestLaterPass() }
    }

    /// Plays a transition with the stack's animation (or the rows' own timing): every row it names
    /// starts at its `from` frames (where it is now, if it was already moving) and animates to its
    /// `to` frames; leaving rows are held until it ends, then taken down. A row belongs to the
    /// newest animation that moves it: only that one's end gives it back its opacity and hides it
    /// if it is hidden.
    private func play(_ transition: Transition, extras: RowAnimations, completion: OnceCompletion) {
        let claim = transaction.beginAnimation(moving: transition.rows.map(\.row),
                                               leaving: transition.rows.filter { $0.kind == .disappearing }.map(\.row),
                                               in: &contents)
        // A pinned row stuck at the top moves from where it is drawn to where it sticks after the
        // change, not between its own places (ScrollStackView+Pinning.swift).
        let moving = stuckAdjusted(transition.rows.compactMap { change in
            contents.named(change.row)?.row.map { (row: $0, change: change) }
        })
        // Where each row is on screen, read before any frame is written: UIKit adds a new frame
        // animation to a running one, so the screen would already include this change.
        let starts = moving.map { Self.currentState(of: $0.row, from: $0.change) }
        let fades = fadesRowsWhenHiding
        UIView.performWithoutAnimation {
            placeRows()
            placeStuckRow()   // a stuck header the change does not move stays stuck
            stackBackgroundView.frame = CGRect(origin: .zero, size: cgSize(transition.fromContentSize))
            for ((row, _), (frames, alpha)) in zip(moving, starts) {
                row.place(frames, axis: axis)
                row.alpha = restingAlpha(of: row) * (fades ? CGFloat(alpha) : 1)
                row.setShownHidden(false)
                row.layoutIfNeeded()
            }
        }
        extras.begin()
        (extras.runner ?? animate)({
            self.stackBackgroundView.frame = CGRect(origin: .zero, size: cgSize(transition.toContentSize))
            for (row, change) in moving {
                row.place(change.to, axis: self.axis)
                row.alpha = self.restingAlpha(of: row) * (fades ? CGFloat(change.toAlpha) : 1)
                row.layoutIfNeeded()
            }
            extras.animate()
            // A stack sized to its content grows or shrinks with its rows, the views around it too.
            self.layOutSurroundingsIfResized()
        }, { _ in
            self.runWhenChangesEnd {
                let ended = self.transaction.endAnimation(claim, in: &self.contents)
                ended.takeDown.forEach(self.takeDown)
                for id in ended.settle {
                    guard let row = self.contents[id]?.row else { continue }
                    row.alpha = self.restingAlpha(of: row)
                    if self.engine.isHidden(id) == true { row.setShownHidden(true) }
                }
                extras.end()
                completion()
                // A stuck header the animation moved ends where it stuck when the change began;
                // the next pass places every row again (the layout revision alone would not).
                self.placedRevision = nil
                self.setNeedsLayout()
            }
        })
    }

    /// A row's opacity when no animation fades it: 0 for the row being dragged (its snapshot
    /// follows the finger instead), 1 otherwise.
    func restingAlpha(of row: ScrollStackRow) -> CGFloat {
        row === reorderGesture?.row ? 0 : 1
    }

    /// Where a row starts: its frames and opacity on screen if an animation is moving it (which
    /// stops, so the new one starts from there without adding to it), else the transition's.
    private static func currentState(of row: ScrollStackRow, from change: RowTransition) -> (RowFrames, Double) {
        guard row.layer.animationKeys()?.isEmpty == false, let presentation = row.layer.presentation() else {
            return (change.from, change.fromAlpha)
        }
        let now = rect(presentation.frame)
        for layer in [row.layer, row.separatorView.layer, row.contentView.layer] { layer.removeAllAnimations() }
        return (frames(change.from, movedTo: now), Double(presentation.opacity))
    }

    /// `frames` moved so that the row's frame is `row` (same size).
    static func frames(_ frames: RowFrames, movedTo row: Rect) -> RowFrames {
        let dx = row.minX - frames.row.minX, dy = row.minY - frames.row.minY
        func moved(_ frame: Rect) -> Rect { Rect(x: frame.minX + dx, y: frame.minY + dy, width: frame.width, height: frame.height) }
        return RowFrames(row: moved(frames.row), content: moved(frames.content), separator: frames.separator.map(moved))
    }

    // MARK: Inserting

    /// The engine position for a location, or `nil` when it names a row that is not in this
    /// stack. `.index` traps when out of range.
    func enginePosition(for location: RowLocation, in function: StaticString) -> InsertPosition? {
        func next(to row: RowID?, after: Bool) -> InsertPosition? { row.map { after ? .after($0) : .before($0) } }
        switch location.place {
        case .start: return .top
        case .end: return .bottom
        case .index(let index):
            engine.checkIndex(index, in: function, allowsEnd: true)
            return .index(index)
        case .view(let view, let after): return next(to: ownedRowID(for: view), after: after)
        case .controller(let controller, let after): return next(to: ownedRowID(for: controller), after: after)
        case .id(let key, let after): return next(to: contents.row(forKey: key), after: after)
        }
    }

    /// A row passed as content means what it shows.
    private func unwrapped(_ content: RowContent) -> RowContent {
        guard case .view(let view) = content, let row = view as? ScrollStackRow else { return content }
        return row.controller.map(RowContent.controller) ?? .view(row.contentView)
    }

    /// Inserts rows showing `items` at `location`, in order. Content already in this stack is moved
    /// there (its row, settings and controller stay); content whose old row is still animating out
    /// is finished first; content in another stack is taken out of it first. `insets` and
    /// `separatorHidden` apply to every row placed (new or moved); new rows start `hidden` if asked.
    /// Returns the rows, or none if the location names something not in this stack.
    @discardableResult
    func insertContents(_ items: [RowContent], at location: RowLocation, animated: Bool,
                        insets rowInsetsOverride: UIEdgeInsets? = nil, separatorHidden: Bool? = nil, hidden: Bool = false,
                        completion: OnceCompletion, function: StaticString) -> [ScrollStackRow] {
        guard var position = enginePosition(for: location, in: function), !items.isEmpty else {
            runWhenChangesEnd(completion.callAsFunction)
            return []
        }
        // Content shown by another stack leaves it first, outside this change: that stack's callbacks
        // (and the controllers' own) may change this stack, so an index is brought within the rows
        // there are when the change runs.
        let items = items.map(unwrapped)
        for item in items { takeFromOtherStack(item, removingLiveRows: true) }
        var placed: [ScrollStackRow] = []
        change(animated: animated, completion: completion) {
            for item in items {
                let reuse = contents.rowForReuse(keys: Self.keys(of: item))
                reuse.finished.forEach(takeDown)
                var id = reuse.live
                if case .index(let index) = position {
                    position = .index(Swift.max(0, Swift.min(index, engine.count - (id == nil ? 0 : 1))))
                }
                if let existing = id {
                    engine.move(existing, to: position)
                } else {
                    // The app's `cellForRow` runs before the engine has the row, so it never sees
                    // a row the table does not; if it removed the row to insert after, the
                    // content is let go again.
                    let row = wrap(item)
                    guard let new = engine.insert(RowSpec(size: .fitting, isHidden: hidden), at: position) else {
                        row.contentView.removeFromSuperview()
                        continue
                    }
                    adopt(row, as: new)
                    if case .eager = realization {
                        realize(new)
                        engine.recordRealized(CollectionOfOne(new))
                    }
                    id = new
                }
                guard let id, let row = contents[id]?.row else { continue }
                if let rowInsetsOverride { row.rowInsets = rowInsetsOverride }
                if let separatorHidden { row.isSeparatorHidden = separatorHidden }
                placed.append(row)
                position = .after(id)
            }
        }
        return placed
    }

    // MARK: Removing

    /// Removes the rows showing `views` (or these rows), ignoring views not in this stack and
    /// repeats.
    func removeRows(_ views: [UIView], animated: Bool, completion: OnceCompletion = OnceCompletion(nil)) {
        removeRows(ownedRowIDs(views), animated: animated, completion: completion)
    }

    /// Removes rows of this stack: collapsed and faded when animated, then taken down; the engine
    /// forgets them at once.
    func removeRows(_ ids: [RowID], animated: Bool, completion: OnceCompletion) {
        change(animated: animated, completion: completion) {
            for id in ids { removeRow(id) }
        }
    }

    /// Removes one row from the engine and the live rows; part of a change.
    func removeRow(_ id: RowID) {
        guard let index = engine.remove(id) else { return }
        forgetRow(id, index: index)
    }

    /// Makes a row the engine no longer has leave: its controller starts leaving its parent, and
    /// it is taken down when the change ends (or its animation, if one shows it).
    func forgetRow(_ id: RowID, index: Int?) {
        guard let content = contents.remove(id, index: index) else { return }
        // A controller the app gave another parent, or whose view it put in another view, is the
        // app's now.
        if let row = content.row, let controller = row.controller, let parent = row.controllerParent,
           controller.parent === parent, row.contentView.superview.map({ $0 === row }) ?? true {
            beginReleasing(controller)
            row.isReleasingController = true
        }
    }

    // MARK: Moving, hiding, reloading

    /// Moves a row to `destination` (an index after the move).
    func moveRow(_ id: RowID, to destination: Int, animated: Bool, completion: OnceCompletion) {
        change(animated: animated, completion: completion) { engine.move(id, to: destination) }
    }

    /// Hides or shows rows, running their own animations (``ScrollStackRowAnimatable``) with the
    /// stack's. Rows already in the requested state, and repeats, are left alone.
    func setHidden(_ hidden: Bool, rows ids: [RowID], animated: Bool, completion: OnceCompletion) {
        let changing = Set(ids).filter { engine.isHidden($0) == !hidden }
        if hidden { swipes?.rowsWillHide(changing) }
        var extras = RowAnimations(toHide: hidden)
        for id in changing {
            guard let row = contents[id]?.row else { continue }
            if let animatable = (row.controller as? ScrollStackRowAnimatable) ?? (row.contentView as? ScrollStackRowAnimatable) {
                extras.animatables.append(animatable)
            }
        }
        change(animated: animated, completion: completion, extras: extras) {
            engine.setHidden(hidden, forRows: changing)
        }
    }

    /// Asks controllers to reload, applies their size rules again and measures the rows again,
    /// animated if asked (layout changes made while reloading animate with the row).
    func reload(_ ids: [RowID], animated: Bool, completion: OnceCompletion) {
        change(animated: animated, completion: completion) {
            for id in ids {
                guard let row = contents[id]?.row else { continue }
                rowWillReload(row, animated: animated)
                applySize(of: row)
                engine.invalidateMeasurement(ofRow: id)
            }
        }
    }
}
#endif

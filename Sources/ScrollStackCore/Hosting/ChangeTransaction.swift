// How every host applies a change: the one rule for when a layout pass may run, when the rows a
// change removed leave the screen, which animation settles a row, and when the app's code that a
// change calls out to (completions, callbacks) runs.

/// The change bookkeeping of a host, the same for every host.
///
/// A host applies each change the same way, and makes only its platform's calls in between:
///
/// 1. ``begin(_:)`` before touching the engine or the row table: layout passes wait
///    (``allowsPass`` is `false`), and rows removed from now on stay until the matching end;
/// 2. the change itself, on the engine and the row table; to animate it,
///    ``beginAnimation(moving:leaving:in:)``, which keeps the leaving rows until
///    ``endAnimation(_:in:)``;
/// 3. ``runAfterChanges(_:)`` for the app's code the change calls out to (its completion, the
///    completions of animations it interrupts);
/// 4. ``end(_:)``: take down the contents it returns (rows the change removed that no animation
///    shows), then run the waiting work: when ``startRunningWork()`` says so, call ``nextWork()``
///    until it returns `nil`, running each item it returns.
///
/// The rules a host can rely on, whatever the app's code does from inside a change or a handler:
/// - changes nest (code a change runs, making a row say, may change the stack again); each takes
///   down only the rows it removed itself;
/// - no layout pass starts inside another or while a change is open;
/// - waiting work runs exactly once, in the order it came, only once no change is open, and one
///   item after another, never one inside another: a change made by a handler queues its own
///   handlers behind the ones already waiting;
/// - a row belongs to the newest animation that moves it: only that animation's end hands it back
///   to the host to settle.
///
/// It is a value with no callbacks: each call returns what the host must do, so the host runs the
/// app's code outside any access to it. Both of this package's hosts use it, and so can your own
/// (<doc:HostingTheEngine>).
@_spi(Hosting)
public struct ChangeTransaction<Content, Work> {
    /// Whether a layout pass is running.
    public private(set) var isPassRunning = false
    /// Changes begun and not yet ended.
    public private(set) var openChanges = 0
    /// The rows each running animation moves.
    private var claims = AnimationClaims<ContentHold>()
    private var waiting: [Work] = []
    private var nextWaiting = 0
    private var isRunningWork = false

    /// No change, no pass, no animation.
    public init() {}

    // MARK: Layout passes

    /// Whether a layout pass may start now: none is running and no change is open.
    public var allowsPass: Bool { !isPassRunning && openChanges == 0 }

    /// Starts a pass, unless one is running (`false`: skip this one; the running pass does the
    /// work). A change may lay out itself while it is open, so only a running pass stops it.
    public mutating func beginPass() -> Bool {
        guard !isPassRunning else { return false }
        isPassRunning = true
        return true
    }

    /// Ends the running pass.
    public mutating func endPass() {
        isPassRunning = false
    }

    // MARK: Changes

    /// Opens a change: passes wait, and rows removed from `contents` until the matching ``end(_:)``
    /// are taken down then, unless an animation holds them by that time.
    public mutating func begin(_ contents: inout RowContents<Content>) {
        openChanges += 1
        contents.beginChange()
    }

    /// Closes the innermost change: the contents of the rows it removed that no animation holds,
    /// for the host to take down now. Run the waiting work after this (see the type's steps).
    public mutating func end(_ contents: inout RowContents<Content>) -> [Content] {
        precondition(openChanges > 0, "ChangeTransaction: end(_:) without a change begun")
        openChanges -= 1
        return contents.endChange()
    }

    // MARK: Animations

    /// Starts an animation that moves `moving` (each now belongs to it) and shows `leaving` (rows
    /// removed from `contents`, kept until it ends). A host whose animations never overlap passes
    /// no moving rows and keeps only the leaving ones.
    public mutating func beginAnimation(moving: some Sequence<RowID>, leaving: some Sequence<RowID>,
                                         in contents: inout RowContents<Content>) -> AnimationClaim {
        claims.begin(moving, keeping: contents.hold(leaving))
    }

    /// Ends an animation: the rows that still belonged to it, which the host settles now (their
    /// opacity, their hidden state), and the leaving rows it alone still showed, which the host
    /// takes down. Nothing for an animation ended before.
    public mutating func endAnimation(_ claim: AnimationClaim, in contents: inout RowContents<Content>)
        -> (settle: [RowID], takeDown: [Content]) {
        guard let ended = claims.end(claim) else { return ([], []) }
        return (ended.rows, contents.end(ended.payload))
    }

    /// Whether a running animation moves `row`: its state is that animation's to set.
    public func isAnimating(_ row: RowID) -> Bool { claims.isAnimating(row) }

    /// Every row a running animation moves, each once, in no particular order.
    public var animatingRows: [RowID] { claims.animatingRows }

    // MARK: The app's code

    /// Queues `work` (a completion, a callback into the app) to run once no change is open, after
    /// the work already waiting.
    public mutating func runAfterChanges(_ work: Work) {
        waiting.append(work)
    }

    /// Whether the host should run the waiting work now: some waits, no change is open, and no
    /// work is running already (the host running it picks up what this call would have run). When
    /// `true`, call ``nextWork()`` until it returns `nil`.
    public mutating func startRunningWork() -> Bool {
        guard openChanges == 0, !isRunningWork, nextWaiting < waiting.count else { return false }
        isRunningWork = true
        return true
    }

    /// The next waiting work to run, or `nil` when none is left (or a change was left open, which
    /// runs the rest when it ends); the run is over then.
    public mutating func nextWork() -> Work? {
        guard openChanges == 0, nextWaiting < waiting.count else {
            isRunningWork = false
            if nextWaiting == waiting.count {
                waiting.removeAll(keepingCapacity: waiting.capacity <= 64)
                nextWaiting = 0
            }
            return nil
        }
        defer { nextWaiting += 1 }
        return waiting[nextWaiting]
    }

    /// Whether work is waiting.
    public var hasWaitingWork: Bool { nextWaiting < waiting.count }
}

extension ChangeTransaction: Sendable where Content: Sendable, Work: Sendable {}

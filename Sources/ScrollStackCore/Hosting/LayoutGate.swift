// When a host's own layout work may run: never a pass inside another pass, never while a change
// is half applied, and the app's completion handlers only once nothing is held.

/// Guards a host's layout against re-entry.
///
/// A host lays out in passes its platform starts (UIKit's `layoutSubviews`) and in changes it
/// applies itself. The app's code runs in the middle of both (making a row, a container callback),
/// and may ask for a pass from there; such a pass would see the engine and the host's table
/// disagree, or undo frames the host is setting up. A host runs each pass between
/// ``beginPass()`` and ``endPass()``, holds the gate (``hold()``) while it applies a change, and
/// skips passes asked for while the gate is closed, asking for one again when it opens. Work that
/// must not run while a change is half applied (the app's completion handlers) waits for the last
/// hold to end (``whenReleased(_:)``).
package struct LayoutGate<Work> {
    /// Whether a pass is running.
    package private(set) var isPassRunning = false
    private var holds = 0
    private var waiting: [Work] = []

    /// An open gate.
    package init() {}

    /// Whether a pass may start: none is running and nothing holds the gate.
    package var isOpen: Bool { !isPassRunning && holds == 0 }

    /// Whether a change holds the gate.
    package var isHeld: Bool { holds > 0 }

    /// Starts a pass, unless one is running (`false`: skip this one; the running pass does the
    /// work). A pass may start while the gate is held: the change itself lays out.
    package mutating func beginPass() -> Bool {
        guard !isPassRunning else { return false }
        isPassRunning = true
        return true
    }

    /// Ends the running pass.
    package mutating func endPass() {
        isPassRunning = false
    }

    /// Holds the gate while a change is applied; holds nest.
    package mutating func hold() {
        holds += 1
    }

    /// Ends a hold. When the last one ends, returns the work that waited for it, in the order it
    /// came, to run now; otherwise nothing.
    package mutating func release() -> [Work] {
        precondition(holds > 0, "LayoutGate: release() without a hold")
        holds -= 1
        guard holds == 0 else { return [] }
        defer { waiting = [] }
        return waiting
    }

    /// Hands `work` back to run now when nothing holds the gate; otherwise keeps it until the last
    /// hold ends (``release()`` returns it then) and returns `nil`.
    package mutating func whenReleased(_ work: Work) -> Work? {
        guard holds > 0 else { return work }
        waiting.append(work)
        return nil
    }
}

extension LayoutGate: Sendable where Work: Sendable {}

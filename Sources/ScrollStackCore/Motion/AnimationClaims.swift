// Which running animation each row follows, for a host whose platform runs animations itself
// (UIKit): animations overlap and end on their own, so a row's final state is set by the newest
// animation that moves it, never by an older one that happens to end later.

/// One running animation, as ``ChangeTransaction`` knows it.
@_spi(Hosting)
public struct AnimationClaim: Hashable, Sendable {
    let number: Int
}

/// What ending an animation leaves the host to do.
package struct EndedAnimation<Payload> {
    /// The rows that still belonged to it, in the order it began with them: the host settles these.
    package var rows: [RowID]
    /// What the host kept with the animation when it began.
    package var payload: Payload
}

/// The running animations of a stack and the rows each one moves.
///
/// A change made while another animates starts a new animation from where the rows are; both keep
/// running, and each reports its end. A row belongs to the newest animation that moves it, and only
/// that one's end settles it (its opacity, its hidden state): an older animation ending late, or
/// ending early because it was interrupted, leaves the row to the newer one. The host keeps a
/// `Payload` with each animation (what it must undo when the animation ends, say).
package struct AnimationClaims<Payload> {
    private var owners = RowMap<Int>()
    private var running: [Int: (rows: [RowID], payload: Payload)] = [:]
    private var next = 0

    /// No running animation.
    package init() {}

    /// Starts an animation that moves `rows`: each now belongs to it.
    package mutating func begin(_ rows: some Sequence<RowID>, keeping payload: Payload) -> AnimationClaim {
        let number = next
        next += 1
        var moved: [RowID] = []
        for row in rows where owners.updateValue(number, forKey: row) != number {
            moved.append(row)
        }
        running[number] = (moved, payload)
        return AnimationClaim(number: number)
    }

    /// Ends an animation: the rows that still belonged to it, which the host settles now, and its
    /// payload. `nil` for an animation ended before, or one that never began.
    package mutating func end(_ claim: AnimationClaim) -> EndedAnimation<Payload>? {
        guard let (rows, payload) = running.removeValue(forKey: claim.number) else { return nil }
        let owned = rows.filter { row in
            guard owners[row] == claim.number else { return false }
            owners[row] = nil
            return true
        }
        return EndedAnimation(rows: owned, payload: payload)
    }

    /// Whether a running animation moves `row`: its state is that animation's to set.
    package func isAnimating(_ row: RowID) -> Bool { owners[row] != nil }

    /// Every row a running animation moves, in no particular order, each once (a lazy host keeps
    /// them realized).
    package var animatingRows: [RowID] { owners.map(\.key) }

    /// Whether no animation is running.
    package var isEmpty: Bool { running.isEmpty }
}

extension AnimationClaims: Sendable where Payload: Sendable {}
extension EndedAnimation: Sendable where Payload: Sendable {}

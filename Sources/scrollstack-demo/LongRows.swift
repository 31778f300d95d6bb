// The 100,000-row screen's rows: each row is only its number until it is drawn, and they are
// appended a chunk a frame, so the screen shows at once and keys work while the rest come in.

import ScrollStackCore
import ScrollStackTerminal

/// A row of the long stack: its number. Its text is made when the stack lays the row out, so
/// adding a row costs no text at all.
struct NumberedRow: TerminalRowContent, Sendable {
    let number: Int

    func lines(width: Int) -> [StyledLine] {
        let long = number % 7 == 0 ? " — a longer row whose text wraps when the terminal is narrow." : ""
        return TextContent("Row \(grouped(number)) of \(grouped(LongRows.total))" + long).lines(width: width)
    }
}

/// Fills a stack with the long screen's rows: the first chunk at once (more than any screen
/// shows), the rest as many chunks a frame as fit in a few milliseconds, whatever the build.
struct LongRows {
    static let total = 100_000
    static let firstChunk = 1_000
    static let chunk = 1_000

    /// How many rows are in the stack so far.
    private(set) var loaded = 0

    var isComplete: Bool { loaded == Self.total }

    /// A stack of `width` × `height` with the first chunk of rows in it.
    mutating func makeStack(width: Int, height: Int) -> TerminalStack {
        let stack = TerminalStack(width: width, height: height)
        load(Self.firstChunk, into: stack)
        return stack
    }

    /// Appends up to `count` more rows to `stack` (at its end: the rows on screen stay put).
    mutating func load(_ count: Int = LongRows.chunk, into stack: TerminalStack) {
        let end = min(Self.total, loaded + count)
        guard end > loaded else { return }
        stack.append(contentsOf: (loaded + 1 ... end).map { NumberedRow(number: $0) })
        loaded = end
    }

    /// Appends chunks to `stack` for about `seconds` (at least one chunk), so a frame that loads
    /// rows still comes soon after a key.
    mutating func load(for seconds: Double, into stack: TerminalStack) {
        let start = monotonicSeconds()
        repeat { load(into: stack) } while !isComplete && monotonicSeconds() - start < seconds
    }

    /// Appends every row still to come (before a jump that needs them all: row 50,000, the end).
    mutating func loadAll(into stack: TerminalStack) { load(Self.total, into: stack) }
}

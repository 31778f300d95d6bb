// The 100,000-row screen's rows: each row is only its number until it is drawn, and they are
// appended a chunk a frame, so the screen shows at once and keys work while the rest come in.
// Every thousand rows start under a pinned header, which stays on the top line while they pass.

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

/// The header over a thousand rows, pinned: "Rows 1,001 – 2,000".
struct SectionHeader: TerminalRowContent, Sendable {
    let first: Int

    func lines(width: Int) -> [StyledLine] {
        let last = min(LongRows.total, first + LongRows.section - 1)
        return TextContent("Rows \(grouped(first)) – \(grouped(last))", style: TextStyle(bold: true)).lines(width: width)
    }
}

/// Fills a stack with the long screen's rows: the first chunk at once (more than any screen
/// shows), the rest as many chunks a frame as fit in a few milliseconds, whatever the build.
struct LongRows {
    static let total = 100_000
    static let firstChunk = 1_000
    static let chunk = 1_000
    /// Rows under one header; a chunk is one section, so each chunk starts with its header.
    static let section = 1_000

    /// The stack index of row `number` (1 …), counting the headers before it.
    static func index(ofRow number: Int) -> Int { number - 1 + (number - 1) / section + 1 }

    /// The number of the row at stack index `index`, or `nil` for a header.
    static func number(atIndex index: Int) -> Int? {
        index % (section + 1) == 0 ? nil : index - index / (section + 1)
    }

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
        var rows: [any TerminalRowContent] = []
        rows.reserveCapacity(end - loaded + end / Self.section - loaded / Self.section + 1)
        var headers: [Int] = []
        for number in loaded + 1 ... end {
            if (number - 1) % Self.section == 0 {
                headers.append(rows.count)
                rows.append(SectionHeader(first: number))
            }
            rows.append(NumberedRow(number: number))
        }
        let ids = stack.append(contentsOf: rows)
        for position in headers { stack.setPinned(true, forRow: ids[position]) }
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

// Row content laid out at one width and kept, so frames draw from the lines instead of wrapping the
// text again; the stack's rows and the flow's steps both keep theirs this way.

/// A row's lines at the width they were last laid out at, kept until the width changes or the
/// content is said to have changed.
struct WrappedLines {
    private var kept: (width: Int, lines: [StyledLine])?

    /// The lines of `content` at `width`: the kept ones when the width is the same, else laid out
    /// now and kept.
    mutating func lines(of content: any TerminalRowContent, width: Int) -> [StyledLine] {
        if let kept, kept.width == width { return kept.lines }
        let lines = content.lines(width: width)
        kept = (width, lines)
        return lines
    }

    /// The lines kept for `width`, if any.
    func kept(at width: Int) -> [StyledLine]? {
        kept.flatMap { $0.width == width ? $0.lines : nil }
    }

    /// Keeps `lines`, laid out at `width`.
    mutating func keep(_ lines: [StyledLine], width: Int) { kept = (width, lines) }

    /// Forgets the kept lines, after the content changed.
    mutating func forget() { kept = nil }
}

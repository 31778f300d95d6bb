// The renderer: turns each frame's canvas into the few bytes that bring a real terminal from the
// previous frame to it.

/// Turns canvases into terminal output, writing only what changed since the previous frame (or
/// everything, for the first frame and after ``invalidate()``).
///
/// Draw every frame into the same ``Canvas``: the renderer then reads from the canvas which lines
/// changed and which bands were moved (``Canvas/scrollLines(_:by:)``, or a horizontal stack's
/// columns), moves those bands on the terminal with a scroll, or by deleting or inserting
/// characters (a few bytes a line), compares only the changed lines with what the terminal
/// shows, and writes only the cells that differ. A frame in which nothing changed costs nothing
/// and writes nothing. A canvas drawn from scratch each frame (a new one, or after
/// ``Canvas/clear(style:)``) works too: every line is compared, and a band that moved by up to
/// ``maximumScrollDetection`` lines is found by comparing line hashes.
public struct FrameRenderer: Sendable {
    /// What the terminal shows: the last frame written, in the renderer's own canvas (empty
    /// before the first; changed in place, frame after frame).
    private var screen = Canvas(width: 0, height: 0)
    /// The moment of the last canvas rendered.
    private var rendered: CanvasMark?

    /// How many lines a frame drawn from scratch may have moved for the renderer to look for the
    /// move. Default 8.
    public var maximumScrollDetection = 8

    /// Whether styles' colours are written; `false` keeps only bold, dim, underline and reverse
    /// (``runTerminalApplication(mouse:quitsOnInterrupt:tickInterval:wakeup:frame:handle:isAnimating:)`` turns colour off when `NO_COLOR` is
    /// set). Default `true`.
    public var usesColor = true

    /// Which runs of one character are written once and then repeated with REP (`CSI n b`,
    /// ECMA-48): a 200-column line of `─` takes 9 bytes instead of 600. Terminals differ (tmux
    /// repeats only ASCII characters; many terminals have no REP at all), so the default is
    /// ``Repetition/never``; ``TerminalSession/environmentRepetition`` tells what the terminal
    /// running the program supports, and ``runTerminalApplication(mouse:quitsOnInterrupt:tickInterval:wakeup:frame:handle:isAnimating:)``
    /// uses it.
    public var repetition = Repetition.never

    /// Which characters a terminal repeats with REP.
    public enum Repetition: Hashable, Sendable {
        /// No REP: every cell is written.
        case never
        /// ASCII characters only (tmux).
        case ascii
        /// Any character, wide ones excepted (xterm, kitty).
        case anyCharacter

        /// Whether a run of `glyph` may be repeated.
        func allows(_ glyph: UInt32) -> Bool {
            switch self {
            case .never: false
            case .ascii: glyph < 0x80
            case .anyCharacter: true
            }
        }
    }

    /// Creates a renderer that will draw its first frame in full.
    public init() {}

    /// Forgets what the terminal shows, so the next frame is drawn in full (after the screen was
    /// cleared, or when it may have been written over).
    public mutating func invalidate() {
        screen = Canvas(width: 0, height: 0)
        rendered = nil
    }

    /// The bytes that update the terminal from the previous frame to `canvas`.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        let history = canvas.history
        // The canvas rendered last, unchanged since: the terminal shows it.
        if rendered == history.mark, screen.width == canvas.width, screen.height == canvas.height { return [] }
        var writer = FrameWriter(usesColor: usesColor, repetition: repetition)
        if screen.width != canvas.width || screen.height != canvas.height || rendered == nil {
            writer.clearScreen()
            screen = Canvas(width: canvas.width, height: canvas.height)
            writer.writeLines(0 ..< canvas.height, of: canvas, over: &screen)
        } else if let rendered, history.knows(since: rendered) {
            // Told what moved and what changed: nothing is searched for.
            for move in history.moves(since: rendered) {
                if let columns = move.columns {
                    // tmux 3.3 inserts wrongly when asked for more than half of what is left of
                    // the line: a longer move is left to the writing below (its lines changed).
                    guard 2 * Int(move.shift.magnitude) <= columns.count else { continue }
                    writer.moveCells(of: move.lines, from: columns.lowerBound, by: move.shift)
                    Self.moveCells(of: &screen, columns: columns, lines: move.lines, by: move.shift)
                } else {
                    writer.move(move.lines, by: move.shift, height: canvas.height)
                    screen.scrollLines(move.lines, by: move.shift)
                }
            }
            for y in 0 ..< canvas.height where history.lineVersions[y] > rendered.version {
                writer.writeLines(y ..< y + 1, of: canvas, over: &screen)
            }
        } else {
            // A band that moved shows as several changed lines; one changed line is written as it is.
            var changed = 0
            for y in 0 ..< canvas.height where !canvas.line(y, equals: screen) {
                changed += 1
                if changed == 2 { break }
            }
            if changed == 2 {
                let detector = ScrollDetector(width: canvas.width, height: canvas.height)
                if let move = detector.detect(old: detector.hashes(of: screen), new: detector.hashes(of: canvas),
                                              maximum: maximumScrollDetection) {
                    let lines = move.top ..< move.bottom
                    writer.move(lines, by: move.shift, height: canvas.height)
                    screen.scrollLines(lines, by: move.shift)
                }
            }
            writer.writeLines(0 ..< canvas.height, of: canvas, over: &screen)
        }
        rendered = history.mark
        return writer.finish()
    }

    /// Moves the cells of `columns` (which reach the right edge) on each of `lines` of the screen
    /// as deleting or inserting characters at the band's left edge moves them on the terminal.
    /// Where that cuts a wide character, terminals differ in what they show: those cells become
    /// unknown, so they are written.
    private static func moveCells(of screen: inout Canvas, columns: Range<Int>, lines: Range<Int>, by shift: Int) {
        let left = columns.lowerBound, count = Int(shift.magnitude), width = screen.width
        // Per line: whether the cursor's cell, and the cell at the far end of the cells removed
        // (or pushed off the edge), is a wide character's right half.
        let cuts = lines.map { y -> (atCursor: Bool, atEnd: Bool) in
            let start = screen.lineStart[y]
            func isRightHalf(_ x: Int) -> Bool { x < width && screen.cellStorage[start + x].glyph == PackedCell.continuation }
            return (isRightHalf(left), isRightHalf(shift > 0 ? left + count : width - count))
        }
        screen.moveColumns(columns, of: lines, by: shift)
        for (y, cut) in zip(lines, cuts) {
            var unknown: [Int] = []
            if cut.atCursor { unknown += shift > 0 ? [left - 1, left] : Array(left - 1 ... left + count) }
            if cut.atEnd { unknown.append(shift > 0 ? left : width - 1) }
            for x in unknown where x >= 0 && x < width { screen.cellStorage[screen.lineStart[y] + x] = .unknown }
        }
    }
}

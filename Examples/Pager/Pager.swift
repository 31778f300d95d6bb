// The pager: the lines read so far in a stack between a title bar and a status bar, following new
// lines as they come, searching, filtering and marking, all with ScrollStackTerminal's public API.

import Foundation
import ScrollStackTerminal

/// What the bottom line is doing: showing the keys, or taking a search or a filter.
enum InputMode {
    case none
    case typing(Prompt, TextFieldContent)

    /// What is being typed, and the character that opens it.
    enum Prompt: Character {
        case search = "/"
        case filter = "&"
    }
}

final class Pager {
    let name: String
    let stack = TerminalStack(width: 80, height: 24)
    private(set) var screen: StackScreen
    private var canvas = Canvas(width: 80, height: 24)
    /// Every line read, its row, and whether the filter hides it.
    private(set) var lines: [String] = []
    private var rows: [RowID] = []
    private var hidden: [Bool] = []
    private var hiddenCount = 0
    private var marks: Set<Int> = []
    /// The line the last search found, drawn highlighted.
    private var match: Int?
    private(set) var filter = ""
    private var search = ""
    /// Whether new lines scroll into view as they arrive.
    private(set) var isFollowing = false
    private var inputEnded = false
    private var mode = InputMode.none
    /// The mark `'` went to last.
    private var lastMark: Int?
    private var message: String?

    init(name: String) {
        self.name = name
        stack.hidesSeparatorsByDefault = true
        stack.rowInsets = Insets(top: 0, left: 0, bottom: 0, right: 0)
        screen = StackScreen(stack: stack, headerStyle: TextStyle(reverse: true), footerStyle: TextStyle(reverse: true))
    }

    // MARK: Lines

    /// Adds lines that arrived: hidden at once if the filter does not keep them, followed if following.
    func take(_ new: [String], ended: Bool) {
        inputEnded = inputEnded || ended
        guard !new.isEmpty else { return }
        let first = lines.count
        lines += new
        rows += stack.append(contentsOf: new.indices.map { content(forLine: first + $0) })
        let kept = new.map(keeps)
        hidden += kept.map { !$0 }
        let hide = kept.indices.filter { !kept[$0] }.map { rows[first + $0] }
        hiddenCount += hide.count
        if !hide.isEmpty { stack.setHidden(true, forRows: hide) }
        if isFollowing { stack.scrollToEnd() }
    }

    private func keeps(_ line: String) -> Bool { filter.isEmpty || contains(line, filter) }

    /// Whether `line` contains `pattern`, ignoring case.
    private func contains(_ line: String, _ pattern: String) -> Bool { line.range(of: pattern, options: .caseInsensitive) != nil }

    private func content(forLine index: Int) -> any TerminalRowContent {
        PagedLine(text: lines[index], isMarked: marks.contains(index), isMatch: index == match)
    }

    private func redraw(_ indexes: [Int]) {
        stack.setContents(indexes.filter { $0 < rows.count }.map { (rows[$0], content(forLine: $0)) })
    }

    /// The first line on screen.
    private var topLine: Int? { stack.visibleRows.first.flatMap { stack.engine.index(of: $0) } }

    // MARK: Frames

    func frame(columns: Int, rows: Int) -> Canvas {
        if canvas.width != columns || canvas.height != rows { canvas = Canvas(width: columns, height: rows) }
        screen.header = [[StyledSpan(" \(name)", style: TextStyle(bold: true, reverse: true))]]
        screen.footer = [statusLine(), inputLine(width: columns)]
        screen.draw(into: &canvas)
        return canvas
    }

    private func statusLine() -> StyledLine {
        var parts = ["\(lines.count) lines"]
        if !filter.isEmpty {
            let shown = lines.count - hiddenCount
            parts.append("\(shown) \(shown == 1 ? "match" : "matches") \"\(filter)\"")
        }
        if !marks.isEmpty { parts.append("\(marks.count) marked") }
        if isFollowing { parts.append("FOLLOW") }
        parts.append(inputEnded ? "end of input" : "reading…")
        if let message { parts.append(message) }
        return [StyledSpan(" " + parts.joined(separator: " · "), style: TextStyle(reverse: true))]
    }

    private func inputLine(width: Int) -> StyledLine {
        switch mode {
        case .none:
            return [StyledSpan(" q quit  / search  n N  & filter  F follow  m mark  ' go to mark  f b d u page", style: TextStyle(dim: true))]
        case .typing(let prompt, let field):
            return [StyledSpan(String(prompt.rawValue))] + (field.lines(width: max(1, width - 1)).last ?? [])
        }
    }

    // MARK: Keys

    /// Applies a key; `false` quits.
    func handle(_ key: Key) -> Bool {
        message = nil
        switch mode {
        case .typing(let prompt, var field):
            switch key {
            case .enter: prompt == .search ? finishSearch(field.text) : applyFilter(field.text)
            case .escape, .control("c"): mode = .none
            default:
                _ = field.handle(key)
                mode = .typing(prompt, field)
            }
            return true
        case .none:
            return handleCommand(key)
        }
    }

    private func handleCommand(_ key: Key) -> Bool {
        let page = max(1, stack.height - 1)
        // Alt with a letter is no command here (Alt-q must not quit).
        guard let command = key.command else { return true }
        switch command {
        case .character("q"), .control("c"): return false
        case .character("/"):
            mode = .typing(.search, TextFieldContent(placeholder: search.isEmpty ? "search" : "search (Enter alone: \(search))"))
        case .character("&"):
            mode = .typing(.filter, TextFieldContent(placeholder: filter.isEmpty ? "filter" : "filter (Enter alone shows all lines)"))
        case .character("n"): findMatch(forward: true)
        case .character("N"): findMatch(forward: false)
        case .character("F"):
            isFollowing.toggle()
            if isFollowing { stack.scrollToEnd() }
        // less's paging keys: a page forward and back, half a page down and up.
        case .character("f"): stack.scroll(by: page)
        case .character("b"): stopFollowing(); stack.scroll(by: -page)
        case .character("d"): stack.scroll(by: page / 2 + 1)
        case .character("u"): stopFollowing(); stack.scroll(by: -(page / 2 + 1))
        case .character("m"): toggleMark()
        case .character("'"): nextMark()
        case .character("g"): stopFollowing(); stack.scrollToStart()
        case .character("G"): stack.scrollToEnd()
        case .escape:
            let old = match
            match = nil
            if let old { redraw([old]) }
        case .up, .pageUp, .home, .character("k"):
            stopFollowing()
            _ = stack.handle(key)
        case .mouse(let event) where event.kind == .wheelUp:
            stopFollowing()
            _ = stack.handle(key)
        default:
            _ = stack.handle(key)
        }
        return true
    }

    private func stopFollowing() { isFollowing = false }

    // MARK: Search, filter, marks

    /// Searches for `pattern` (the last search again when it is empty) from the screen on.
    private func finishSearch(_ pattern: String) {
        mode = .none
        if !pattern.isEmpty { search = pattern }
        let old = match
        match = nil
        if let old { redraw([old]) }
        findMatch(forward: true)
    }

    /// Moves to the next (or previous) shown line containing the search, after (before) the
    /// current match or the first line on screen, wrapping around.
    private func findMatch(forward: Bool) {
        guard !search.isEmpty else { return }
        guard !lines.isEmpty else {
            message = "not found: \(search)"
            return
        }
        // From the current match while it is on screen; otherwise from the first line on screen.
        let onScreen = match.map { stack.visibleRows.contains(rows[$0]) } ?? false
        let start = onScreen ? match! : (topLine.map { forward ? $0 - 1 : $0 + 1 } ?? -1)
        for step in 1 ... lines.count {
            let index = ((start + (forward ? step : -step)) % lines.count + lines.count) % lines.count
            guard !hidden[index], contains(lines[index], search) else { continue }
            let old = match
            match = index
            redraw([old, index].compactMap { $0 })
            stopFollowing()
            stack.scroll(to: rows[index], at: .center)
            return
        }
        let old = match
        match = nil
        if let old { redraw([old]) }
        message = "not found: \(search)"
    }

    /// Shows only the lines containing `pattern` (all of them for an empty one): one change for the
    /// lines it hides and one for those it shows.
    private func applyFilter(_ pattern: String) {
        mode = .none
        filter = pattern
        // The first line on screen stays first when it stays shown.
        let top = topLine
        var hide: [RowID] = [], show: [RowID] = []
        for index in lines.indices {
            let hides = !keeps(lines[index])
            if hides != hidden[index] {
                if hides { hide.append(rows[index]) } else { show.append(rows[index]) }
                hidden[index] = hides
            }
        }
        hiddenCount += hide.count - show.count
        if !show.isEmpty { stack.setHidden(false, forRows: show) }
        if !hide.isEmpty { stack.setHidden(true, forRows: hide) }
        if isFollowing {
            stack.scrollToEnd()
        } else if let top, let shown = (top ..< lines.count).first(where: { !hidden[$0] })
                    ?? (0 ..< top).last(where: { !hidden[$0] }) {
            // The first line on screen stays first, or the nearest line the filter keeps after it.
            stack.scroll(to: rows[shown], at: .start)
        }
    }

    /// Marks the first line on screen, or unmarks it.
    private func toggleMark() {
        guard let line = topLine else { return }
        if marks.remove(line) == nil { marks.insert(line) }
        redraw([line])
    }

    /// Scrolls the next marked line to the top (as near as the end allows): the next after the
    /// mark gone to last while it is on screen, else after the first line on screen; wrapping.
    private func nextMark() {
        guard let top = topLine, !marks.isEmpty else {
            message = "no marks"
            return
        }
        let shownMarks = marks.filter { !hidden[$0] }
        guard !shownMarks.isEmpty else {
            message = "every mark is filtered out"
            return
        }
        let from = lastMark.flatMap { stack.visibleRows.contains(rows[$0]) ? max($0, top) : nil } ?? top
        let next = shownMarks.filter { $0 > from }.min() ?? shownMarks.min()!
        lastMark = next
        stopFollowing()
        stack.scroll(to: rows[next], at: .start)
    }
}

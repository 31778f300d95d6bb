// The terminal filter benchmark's screen: a 50,000-line log in a 200 × 60 stack without separators,
// filtered and unfiltered in turn as a user typing a filter does, with the frame after each change.

import ScrollStackCore
import ScrollStackTerminal

/// A log viewer's stack, its canvas and renderer, and the rows each filter keeps.
public final class FilterScreen: @unchecked Sendable {
    public let stack = TerminalStack(width: 200, height: 60)
    public var canvas = Canvas(width: 200, height: 60)
    public var renderer = FrameRenderer()
    public let rows: [RowID]
    /// Filters applied so far: the next one keeps the lines whose number is `filters % 7` modulo 7.
    public private(set) var filters = 0
    /// Whether a filter is applied now.
    public private(set) var isFiltered = false

    public init(lines: Int = 50_000) {
        stack.hidesSeparatorsByDefault = true
        rows = stack.append(contentsOf: (0 ..< lines).map { TextContent("\($0) INFO request served in \($0 % 97) ms") })
        stack.scroll(to: rows[lines / 2], at: .center)
        _ = frame()
    }

    public func frame() -> [UInt8] {
        stack.draw(into: &canvas)
        return renderer.render(canvas)
    }

    /// Applies the next filter (six lines in seven hidden, a different six each time) or clears the
    /// applied one: one change to every row the filter does not keep, then a frame. Returns the
    /// frame's bytes.
    @inline(never)
    public func filterOrClear() -> [UInt8] {
        if isFiltered {
            stack.setHidden(false, forRows: rows)
        } else {
            let kept = filters % 7
            filters += 1
            stack.setHidden(true, forRows: rows.indices.filter { $0 % 7 != kept }.map { rows[$0] })
        }
        isFiltered.toggle()
        return frame()
    }
}

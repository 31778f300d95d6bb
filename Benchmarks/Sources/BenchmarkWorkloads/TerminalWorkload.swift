// The terminal benchmarks' screens: a 200 × 60 terminal showing a stack of 100,000 text rows (and
// the same rows across a horizontal stack, in a stack narrower than the screen, and a flow of
// steps). A frame is everything a real frame does: scroll, measure what scrolled in, draw into the
// canvas kept from the last frame, and turn what changed into bytes for the terminal.

import ScrollStackCore
import ScrollStackTerminal

/// The rows every terminal screen shows: every fifth one long enough to wrap.
public func terminalRows(_ count: Int) -> [any TerminalRowContent] {
    (0 ..< count).map { index -> any TerminalRowContent in
        TextContent(index % 5 == 0
            ? "Row \(index): a longer row, with enough words in it to wrap onto a second line when the terminal is narrower than two hundred columns, which it is not here."
            : "Row \(index)", style: TextStyle(foreground: .palette(UInt8(index % 200))))
    }
}

/// A new 200 × 60 stack with `rows` appended, as an app opening a long list makes one (the rows'
/// content made beforehand); its row count shows the work was done.
public func loadedStack(_ rows: [any TerminalRowContent]) -> TerminalStack {
    let stack = TerminalStack(width: 200, height: 60)
    stack.append(contentsOf: rows)
    return stack
}

/// A stack, a canvas and a renderer that has already drawn the current frame.
public final class TerminalScreen: @unchecked Sendable {
    /// How the stack sits on the screen.
    public enum Layout: Sendable {
        /// A vertical stack as wide as the screen.
        case full
        /// A horizontal stack as wide as the screen.
        case horizontal
        /// A vertical stack 150 columns wide, 20 columns in from the left (a list beside a panel).
        case narrow
    }

    public let stack: TerminalStack
    public var canvas = Canvas(width: 200, height: 60)
    public var renderer = FrameRenderer()
    public var direction = 1
    public let fromScratch: Bool
    let origin: (x: Int, y: Int)

    public init(_ layout: Layout = .full, fromScratch: Bool = false, repeats: Bool = false) {
        self.fromScratch = fromScratch
        renderer.repetition = repeats ? .anyCharacter : .never
        switch layout {
        case .full: (stack, origin) = (TerminalStack(width: 200, height: 60), (0, 0))
        case .horizontal: (stack, origin) = (TerminalStack(width: 200, height: 60, axis: .horizontal), (0, 0))
        case .narrow: (stack, origin) = (TerminalStack(width: 150, height: 60), (20, 0))
        }
        stack.append(contentsOf: terminalRows(100_000))
        stack.scroll(to: stack.engine.row(at: 50_000), at: .center)
        _ = frame()
    }

    /// Draws and renders a frame; returns the bytes for the terminal.
    public func frame() -> [UInt8] {
        if fromScratch { canvas.clear() }
        stack.draw(into: &canvas, x: origin.x, y: origin.y)
        return renderer.render(canvas)
    }

    /// One line (or column) up or down in turn, so the view stays in the middle of the stack.
    @inline(never)
    public func oneLineScroll() -> [UInt8] {
        stack.scroll(by: direction)
        direction = -direction
        return frame()
    }

    /// A line on, the same way every frame (new rows keep coming into view).
    @inline(never)
    public func steadyScroll() -> [UInt8] {
        stack.scroll(by: 1)
        return frame()
    }

    /// A frame where nothing changed (an idle tick): nothing to draw, nothing to write.
    @inline(never)
    public func nothingChanged() -> [UInt8] { frame() }

    /// The whole screen drawn and written again (at start, after a resize or a screen change).
    @inline(never)
    public func fullRedraw() -> [UInt8] {
        renderer.invalidate()
        canvas.clear()
        return frame()
    }
}

/// A flow of 40 steps on a 200 × 60 screen, the newest one's choice moving on each frame.
public final class FlowScreen: @unchecked Sendable {
    public let flow = TerminalFlow(width: 200, height: 60, direction: .down)
    public var canvas = Canvas(width: 200, height: 60)
    public var renderer = FrameRenderer()
    var selection = 0

    public init() {
        for index in 0 ..< 40 {
            flow.push(ChoiceContent(["Coffee", "Tea", "Water"], selectedIndex: index % 3), title: "Step \(index + 1)")
        }
        flow.tick(at: 100)
        _ = frame()
    }

    public func frame() -> [UInt8] {
        flow.draw(into: &canvas)
        return renderer.render(canvas)
    }

    /// The newest step's choice moves on (as a key press does), and a frame is drawn.
    @inline(never)
    public func choiceMoves() -> [UInt8] {
        selection = (selection + 1) % 3
        if let newest = flow.newestItem { flow.setContent(ChoiceContent(["Coffee", "Tea", "Water"], selectedIndex: selection), forItem: newest) }
        return frame()
    }

    /// A frame where nothing changed.
    @inline(never)
    public func nothingChanged() -> [UInt8] { frame() }
}

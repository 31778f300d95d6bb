// scrollstack-demo: a scroll stack in the terminal.
//
//   swift run scrollstack-demo            interactive (in a terminal)
//   swift run scrollstack-demo --frames   a scripted tour printed as plain-text frames
//
// When standard output is not a terminal the tour runs automatically, so the demo works in CI and
// in a pipe.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ScrollStackCore
import ScrollStackTerminal

/// The demo screen: a stack of sample rows and a help line.
struct DemoScreen {
    static let help = "↑↓ jk scroll · PgUp PgDn · Home End · t tags · q quit"

    var stack: TerminalStack
    let tags: RowID
    private(set) var width: Int
    private(set) var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stack = TerminalStack(width: width, height: max(1, height - 1))
        stack.append(TextContent(title: "Welcome to ScrollStackKit",
                                 "A stack of rows that scrolls. Every rule (order, sizes, separators, what is visible, where a scroll lands) lives in one engine that also drives the UIKit host."))
        stack.append(TextContent(title: "Notes", "Rows measure themselves at the terminal's width: resize the window and text wraps again."))
        tags = stack.append(TextContent(title: "Tags", "#swift #uikit #terminal #layout #b-tree"))
        stack.append(TextContent(title: "Gallery", "[ photo 1 ]  [ photo 2 ]  [ photo 3 ]"))
        stack.append(TextContent(title: "Pricing", "Basic      free\nPro        9 €/month\nTeam      29 €/month"))
        stack.append(contentsOf: (1 ... 40).map { TextContent("Row \($0)") })
    }

    mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        stack.resize(width: width, height: max(1, height - 1))
    }

    /// Applies a key; returns `false` when the demo should quit.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character("q"), .control("c"), .escape: return false
        case .character("t"):
            stack.setHidden(!(stack.engine.isHidden(tags) ?? false), forRow: tags)
        default:
            _ = stack.handle(key)
        }
        return true
    }

    mutating func frame() -> Canvas {
        var canvas = Canvas(width: width, height: height)
        stack.draw(into: &canvas)
        canvas.draw(Self.help, x: 0, y: height - 1, style: TextStyle(foreground: .palette(8)), maxWidth: width)
        return canvas
    }
}

/// Plays a fixed sequence of keys and prints every frame as text.
func runTour() {
    var screen = DemoScreen(width: 60, height: 16)
    let steps: [(String, [Key])] = [
        ("start", []),
        ("scroll down 3 lines", [.down, .down, .down]),
        ("page down", [.pageDown]),
        ("hide the Tags row", [.home, .character("t")]),
        ("show it again", [.character("t")]),
        ("jump to the end", [.end]),
        ("back to the start", [.home]),
    ]
    for (number, step) in steps.enumerated() {
        for key in step.1 { _ = screen.handle(key) }
        let title = "── frame \(number + 1): \(step.0) "
        print(title + String(repeating: "─", count: max(0, 60 - displayWidth(of: title))))
        print(screen.frame().text)
    }
}

/// Runs the demo in the terminal until the user quits.
func runInteractive() throws {
    let session = try TerminalSession.start()
    defer { session.stop() }
    var size = TerminalSession.windowSize() ?? (columns: 80, rows: 24)
    var screen = DemoScreen(width: size.columns, height: size.rows)
    var renderer = FrameRenderer()
    var decoder = KeyDecoder()
    while true {
        if session.takeResize(), let newSize = TerminalSession.windowSize() {
            size = newSize
            screen.resize(width: size.columns, height: size.rows)
            renderer.invalidate()
        }
        session.write(bytes: renderer.render(screen.frame()))
        for key in decoder.decode(session.read(timeout: 100)) where !screen.handle(key) {
            return
        }
    }
}

// ProcessInfo rather than CommandLine: older SDKs declare CommandLine.arguments as unprotected
// mutable state, which Swift 6 rejects.
let arguments = ProcessInfo.processInfo.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: scrollstack-demo [--frames]\n  --frames  print a scripted tour as text frames (automatic when output is not a terminal)")
} else if arguments.contains("--frames") || !TerminalSession.isInteractive {
    runTour()
} else {
    do {
        try runInteractive()
    } catch {
        TerminalSession.printError("scrollstack-demo: \(error)")
        exit(1)
    }
}

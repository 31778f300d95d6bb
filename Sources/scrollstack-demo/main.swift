// scrollstack-demo: a scroll stack in the terminal.
//
//   swift run scrollstack-demo            interactive (in a terminal)
//   swift run scrollstack-demo --frames   a scripted tour printed as plain-text frames
//   swift run scrollstack-demo --help     usage; --version, the version
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

/// Plays a fixed sequence of keys and prints the screen after each step as plain text. Time is
/// simulated: each step lets animations finish, except the one that shows an animation mid-way.
func runTour() {
    let width = 80
    let height = 22
    let app = DemoApp(width: width, height: height)
    var time = 0.0
    let steps: [(String, [Key], Double)] = [
        ("start", [], 1),
        ("the mouse wheel scrolls three lines", [.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 5))], 1),
        ("Tab focuses the notes, ⏎ edits them, Esc stops",
         [.home, .tab, .enter] + "Hello, terminal!".map { Key.character($0) } + [.escape], 1),
        ("Tab to the tags, Enter expands them", [.tab, .enter], 1),
        ("h hides the tags: 50 ms in, the rows below are moving up", [.character("h")], 0.05),
        ("… and when the spring has settled", [], 1),
        ("h shows them again", [.character("h")], 1),
        ("i inserts a row after the focused one", [.character("i")], 1),
        ("x removes it", [.character("x")], 1),
        ("g jumps to the pricing table and focuses it; Enter adds a plan", [.character("g"), .enter], 1),
        ("a switches to a horizontal stack", [.home, .character("a")], 1),
        ("a again, back to vertical", [.character("a")], 1),
        ("l opens 100,000 rows; g jumps to row 50,000", [.character("l"), .character("g")], 1),
        ("End goes to the last row", [.end], 1),
        ("Esc closes the long stack", [.escape, .home], 1),
        ("f opens the order form: one question at a time, at the bottom", [.character("f")], 1),
        ("↓ ⏎ picks Tea: 100 ms in, the next question slides in", [.down, .enter], 0.1),
        ("… it depends on the answer; older steps dim and fade", [], 1),
        ("↓ ⏎ Mint, then ⏎ Honey: the summary", [.down, .down, .enter, .enter], 1),
        ("Esc goes back one step", [.escape], 1),
        ("a click on step 2 goes back to it", [], 1),
        ("Esc goes back to step 1", [.escape], 1),
        ("Esc on the first step closes the form", [.escape], 1),
    ]
    // Steps that click on the first line showing a text, wherever it is on screen.
    let clicks = ["a click on step 2 goes back to it": "2. Which tea?"]
    var screen = Canvas(width: width, height: height)
    for (number, step) in steps.enumerated() {
        var keys = step.1
        if let text = clicks[step.0], let line = (0 ..< height).first(where: { screen.line($0).contains(text) }) {
            keys.append(.mouse(MouseEvent(kind: .press(button: 0), x: 4, y: line)))
        }
        for key in keys { _ = app.handle(key, at: time) }
        time += step.2
        let title = "── frame \(number + 1): \(step.0) "
        print(title + String(repeating: "─", count: max(0, width - displayWidth(of: title))))
        screen = app.frame(at: time)
        print(screen.text)
    }
}

// ProcessInfo rather than CommandLine: older SDKs declare CommandLine.arguments as unprotected
// mutable state, which Swift 6 rejects.
let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
let version = "0.1.0"
let usage = """
    usage: scrollstack-demo [--frames | --help | --version]
      --frames   print a scripted tour as text frames (automatic when output is not a terminal)
      --help     this text, and the keys of every screen
      --version  the version

    In the demo, ? lists the keys of the screen you are on; q quits (Esc first while editing), and
    Ctrl-C quits from anywhere. NO_COLOR=1 draws without colour.
    """
// Flags the demo knows; anything else is a mistake worth saying so (exit status 2, as getopt tools do).
let known: Set<String> = ["--frames", "--help", "-h", "--version", "--crash-for-testing"]
if let unknown = arguments.first(where: { !known.contains($0) }) {
    TerminalSession.printError("scrollstack-demo: unknown option '\(unknown)'\n" + usage)
    exit(2)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage + "\n\nThe keys of each screen, as ? lists them there:\n\n" + DemoScreen.keysText)
} else if arguments.contains("--version") {
    print("scrollstack-demo \(version)")
} else if arguments.contains("--frames") || !TerminalSession.isInteractive {
    runTour()
} else {
    // Not in --help: for the end-to-end test that a crash gives the terminal back. The first key
    // traps, as a failed precondition would.
    let crashOnFirstKey = arguments.contains("--crash-for-testing")
    var app: DemoApp?
    do {
        try runTerminalApplication(
            frame: { columns, rows, time in
                if app == nil { app = DemoApp(width: columns, height: rows) }
                if let current = app, current.width != columns || current.height != rows {
                    current.resize(width: columns, height: rows)
                }
                return app!.frame(at: time)
            },
            handle: { key, time in
                if crashOnFirstKey { fatalError("scrollstack-demo: the crash --crash-for-testing asked for") }
                return app?.handle(key, at: time) ?? true
            },
            isAnimating: { app?.isAnimating ?? false })
    } catch {
        TerminalSession.printError("scrollstack-demo: \(error)")
        exit(1)
    }
}

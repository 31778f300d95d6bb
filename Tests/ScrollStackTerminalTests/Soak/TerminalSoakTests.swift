// Long random streams of every public operation of TerminalStack and TerminalFlow, in every axis and
// direction, checking after every frame that the screen a terminal would show is the canvas and
// equals a full redraw, and that every completion runs exactly once.

import ScrollStackCore
import ScrollStackTerminal
import ScrollStackTestSupport
import Testing

/// How long the soak runs. CI runs a few thousand operations; a long run sets
/// `SCROLLSTACK_SOAK_OPERATIONS` (operations per stream: each stack axis and each flow direction is
/// one stream) and `SCROLLSTACK_SOAK_SEED` (the first seed; streams of more than 2,000 operations
/// are split into seeds of 2,000 each, counting up from it).
enum SoakSettings {
    static let length = SoakLength(operationsVariable: "SCROLLSTACK_SOAK_OPERATIONS", defaultOperations: 800,
                                   seedVariable: "SCROLLSTACK_SOAK_SEED", defaultSeed: 0x50A4_0000, operationsPerSeed: 2_000)

    /// The seeds of one stream and the operations each runs.
    static func seeds(stream: UInt64) -> [(seed: UInt64, operations: Int)] { length.seeds(stream: stream) }
}

/// What one or more streams did.
struct SoakStatistics {
    var operations = 0
    var keys = 0
    var frames = 0
    var bytes = 0
    var completions = 0
    /// Operations handlers performed from inside the view's own calls.
    var reentrant = 0

    static func + (a: SoakStatistics, b: SoakStatistics) -> SoakStatistics {
        SoakStatistics(operations: a.operations + b.operations, keys: a.keys + b.keys, frames: a.frames + b.frames,
                       bytes: a.bytes + b.bytes, completions: a.completions + b.completions, reentrant: a.reentrant + b.reentrant)
    }

    /// Printed after a stream when its length was set from the environment.
    func report(_ stream: String, seeds: Int) {
        guard SoakSettings.length.isFromEnvironment else { return }
        print("soak \(stream): \(seeds) seeds, \(operations) operations (and \(reentrant) from inside handlers), \(keys) keys, "
            + "\(frames) frames, \(bytes) bytes rendered, \(completions) completions, each run exactly once")
    }
}

/// Replays every frame through a renderer into an in-memory terminal, and draws it again in full
/// into a fresh one: both screens must show exactly the canvas.
struct ScreenCheck {
    private var renderer = FrameRenderer()
    private var terminal: VirtualTerminal?
    private(set) var frames = 0
    private(set) var bytes = 0

    /// A description of what differs, or nil when both screens show `canvas`.
    mutating func mismatch(showing canvas: Canvas) -> String? {
        if terminal?.width != canvas.width || terminal?.height != canvas.height {
            terminal = VirtualTerminal(width: canvas.width, height: canvas.height)
            renderer = FrameRenderer()
        }
        let output = renderer.render(canvas)
        bytes += output.count
        frames += 1
        terminal!.feed(output)
        guard terminal!.shows(canvas) else {
            return "the incremental output shows\n\(terminal!.text)\ninstead of\n\(canvas.text)"
        }
        var fresh = FrameRenderer()
        var full = VirtualTerminal(width: canvas.width, height: canvas.height)
        full.feed(fresh.render(canvas))
        guard full.shows(canvas) else { return "a full redraw shows\n\(full.text)\ninstead of\n\(canvas.text)" }
        return nil
    }
}

/// Draws a frame again, at the same time, over a canvas full of junk: inside the view's area every
/// cell must be what the clear canvas got (the view paints all of its area), and outside it the
/// junk must be untouched (it paints nothing else).
func junkMismatch(_ canvas: Canvas, x: Int, y: Int, width: Int, height: Int, draw: (inout Canvas) -> Void) -> String? {
    var junk = Canvas(width: canvas.width, height: canvas.height)
    junk.fill(x: 0, y: 0, width: junk.width, height: junk.height, with: "▒", style: TextStyle(bold: true))
    let untouched = junk
    draw(&junk)
    for row in 0 ..< canvas.height {
        for column in 0 ..< canvas.width {
            let inside = column >= x && column < x + width && row >= y && row < y + height
            let expected = inside ? canvas[column, row] : untouched[column, row]
            if junk[column, row] != expected {
                return "drawing over junk left \(junk[column, row]) at (\(column), \(row)) where \(expected) belongs; area x \(x) y \(y) \(width)×\(height)\n\(junk.text)\nclear:\n\(canvas.text)"
            }
        }
    }
    return nil
}

/// Hands out completion handlers and counts how often each ran.
final class CompletionCounts {
    private(set) var counts: [Int] = []

    func make() -> () -> Void {
        let index = counts.count
        counts.append(0)
        return { [weak self] in self?.counts[index] += 1 }
    }

    /// The first handler that ran more than once, if any.
    var firstRepeated: Int? { counts.firstIndex { $0 > 1 } }
    /// How many never ran.
    var neverRun: Int { counts.filter { $0 == 0 }.count }
}

/// A row controller whose content can change, counting when its row appears and disappears.
final class SoakController: TerminalRowController {
    var content: any TerminalRowContent
    var appeared = 0
    var disappeared = 0

    init(_ content: any TerminalRowContent) { self.content = content }

    func rowDidAppear() { appeared += 1 }
    func rowDidDisappear() { disappeared += 1 }
}

/// Random content: wrapped text (with wide characters and emoji), boxes, tables, toggles, choices.
func randomContent(_ random: inout SeededGenerator) -> any TerminalRowContent {
    let words = ["alpha", "b", "gamma delta", "字幕", "🌵", "é", "a-very-long-word-that-must-be-cut", "x y z", ""]
    func text(_ random: inout SeededGenerator) -> String {
        (0 ..< Int.random(in: 0 ... 6, using: &random)).map { _ in
            words.randomElement(using: &random)! + (Int.random(in: 0 ..< 8, using: &random) == 0 ? "\n" : " ")
        }.joined()
    }
    switch Int.random(in: 0 ..< 6, using: &random) {
    case 0: return BoxContent(title: text(&random), TextContent(text(&random)))
    case 1: return KeyValueContent([(key: text(&random), value: text(&random)), (key: "k", value: text(&random))])
    case 2: return ToggleContent(label: text(&random), isOn: Bool.random(using: &random))
    case 3: return ChoiceContent([text(&random), text(&random)], selectedIndex: Int.random(in: -1 ... 2, using: &random))
    case 4: return ProgressContent(label: text(&random), fraction: Double.random(in: -0.5 ... 1.5, using: &random))
    default: return TextContent(title: Bool.random(using: &random) ? text(&random) : nil, text(&random))
    }
}

func randomTiming(_ random: inout SeededGenerator) -> TimingCurve {
    let duration = [0, 0.05, 0.25, 0.35, 1][Int.random(in: 0 ..< 5, using: &random)]
    switch Int.random(in: 0 ..< 3, using: &random) {
    case 0: return .linear(duration: duration)
    case 1: return .easeInOut(duration: duration)
    default: return .spring(duration: duration, dampingRatio: [0.3, 1, 2][Int.random(in: 0 ..< 3, using: &random)])
    }
}

/// A key a user might press, or a mouse report anywhere (off screen included).
func randomKey(_ random: inout SeededGenerator, width: Int, height: Int) -> Key {
    let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .escape,
                       .backspace, .character("j"), .character("k"), .character(" "), .character("x"), .character("."),
                       .function(1), .control("c")]
    guard Int.random(in: 0 ..< 3, using: &random) == 0 else { return keys.randomElement(using: &random)! }
    let kinds: [MouseEvent.Kind] = [.press(button: 0), .release(button: 0), .press(button: 2), .drag(button: 0),
                                    .wheelUp, .wheelDown]
    return .mouse(MouseEvent(kind: kinds.randomElement(using: &random)!,
                             x: Int.random(in: -3 ... width + 3, using: &random),
                             y: Int.random(in: -3 ... height + 3, using: &random)))
}

/// Bytes a terminal (or a paste, or line noise) might send.
func randomBytes(_ random: inout SeededGenerator, width: Int, height: Int) -> [UInt8] {
    let pieces: [[UInt8]] = [
        Array("\u{1B}[A".utf8), Array("\u{1B}[B".utf8), Array("\u{1B}[6~".utf8), Array("\u{1B}".utf8), Array("\u{1B}[".utf8),
        Array("\u{1B}[<0;\(Int.random(in: 1 ... width + 2, using: &random));\(Int.random(in: 1 ... height + 2, using: &random))M".utf8),
        Array("\u{1B}[<0;3;2m".utf8), Array("\u{1B}[<65;1;1M".utf8), Array("\u{1B}[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17X".utf8),
        Array("jk \t\r".utf8), [0xFF, 0xC3], Array("é字".utf8), [UInt8.random(in: 0 ... 255, using: &random)],
        // Bracketed paste markers, paired or not.
        Array("\u{1B}[200~".utf8), Array("\u{1B}[201~".utf8), Array("\u{1B}[200~pasted q\u{1B}[201~".utf8),
    ]
    return (0 ..< Int.random(in: 1 ... 6, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
}

@Suite("Terminal soak")
struct TerminalSoakTests {
    @Test("random streams over a TerminalStack never trap, draw what a full redraw draws, and complete once",
          arguments: [StackAxis.vertical, .horizontal])
    func stack(axis: StackAxis) {
        let seeds = SoakSettings.seeds(stream: axis == .vertical ? 1 : 2)
        var total = SoakStatistics()
        var prefetching = (announced: 0, cancelled: 0)
        for (seed, operations) in seeds {
            let soak = StackSoak(seed: seed, axis: axis)
            if let failure = soak.run(operations: operations) {
                Issue.record("seed \(String(seed, radix: 16)): \(failure)")
                return
            }
            total = total + soak.statistics
            prefetching.announced += soak.prefetchLog.announced
            prefetching.cancelled += soak.prefetchLog.cancelled
        }
        total.report("stack \(axis)", seeds: seeds.count)
        // The streams prefetched: rows were named, and some were cancelled.
        #expect(prefetching.announced > 0 && prefetching.cancelled > 0, "announced \(prefetching.announced), cancelled \(prefetching.cancelled)")
    }

    @Test("random streams over a TerminalFlow never trap, draw what a full redraw draws, and complete once",
          arguments: FlowDirection.allCases)
    func flow(direction: FlowDirection) {
        let stream: UInt64 = switch direction {
        case .up: 3
        case .down: 4
        case .left: 5
        case .right: 6
        }
        let seeds = SoakSettings.seeds(stream: stream)
        var total = SoakStatistics()
        for (seed, operations) in seeds {
            let soak = FlowSoak(seed: seed, direction: direction)
            if let failure = soak.run(operations: operations) {
                Issue.record("seed \(String(seed, radix: 16)): \(failure)")
                return
            }
            total = total + soak.statistics
        }
        total.report("flow \(direction)", seeds: seeds.count)
    }
}

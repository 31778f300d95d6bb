// Runs one benchmark workload a given number of times after setting it up, for callgrind to count
// its instructions (Comparison/count-instructions runs it twice, with n and 2n iterations, and
// takes the difference, so setup cancels out). Usage: instruction-counts WORKLOAD ITERATIONS, or
// instruction-counts --bytes WORKLOAD FRAMES for the bytes a terminal workload's frames send.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkWorkloads
import ScrollStackCore

/// Keeps a value alive without letting the optimiser drop the work that made it.
@inline(never)
func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

let workloads: [String: (Int) -> Void] = {
    var table: [String: (Int) -> Void] = [:]
    for (name, rows) in [("1k", 1_000), ("100k", 100_000), ("1M", 1_000_000)] {
        table["full-layout-\(name)"] = { n in let f = FullLayoutFixture(count: rows); for _ in 0 ..< n { keep(f.pass()) } }
        table["full-layout-rectangles-\(name)"] = { n in
            let f = FullLayoutFixture(count: rows); for _ in 0 ..< n { keep(f.passReadingEveryRectangle()) }
        }
        table["full-layout-stored-\(name)"] = { n in
            let f = FullLayoutFixture(count: rows)
            var frames: [RowFrames] = []
            frames.reserveCapacity(rows)
            for _ in 0 ..< n { keep(f.passStoringFrames(into: &frames)) }
        }
        table["bulk-load-\(name)"] = { n in let h = EngineWorkload.heights(rows); for _ in 0 ..< n { keep(EngineWorkload.engine(h)) } }
        table["resize-\(name)"] = { n in let f = EngineFixture(count: rows); for _ in 0 ..< n { keep(f.resizeMiddleRow()) } }
        table["insert-remove-\(name)"] = { n in let f = EngineFixture(count: rows); for _ in 0 ..< n { keep(f.insertAndRemoveInTheMiddle()) } }
        table["viewport-rows-\(name)"] = { n in let f = EngineFixture(count: rows); for _ in 0 ..< n { keep(f.rowsInTheViewport()) } }
        table["stuck-row-\(name)"] = { n in let f = PinnedFixture(count: rows); for _ in 0 ..< n { keep(f.stuckRow()) } }
        table["scroll-realize-\(name)"] = { n in let f = PrefetchFixture(count: rows, prefetches: false); for _ in 0 ..< n { keep(f.scrollFrame()) } }
        table["scroll-prefetch-\(name)"] = { n in let f = PrefetchFixture(count: rows, prefetches: true); for _ in 0 ..< n { keep(f.scrollFrame()) } }
        table["scroll-prefetch-alone-\(name)"] = { n in
            let f = PrefetchFixture(count: rows, prefetches: true, realizes: false); for _ in 0 ..< n { keep(f.scrollFrame()) }
        }
        table["commit-scroll-\(name)"] = { n in let f = EngineFixture(count: rows); for _ in 0 ..< n { keep(f.commitOnePointScroll()) } }
    }
    table["terminal-scroll"] = { n in let s = TerminalScreen(); for _ in 0 ..< n { keep(s.oneLineScroll()) } }
    table["terminal-scroll-rep"] = { n in let s = TerminalScreen(repeats: true); for _ in 0 ..< n { keep(s.oneLineScroll()) } }
    table["terminal-scroll-scratch"] = { n in let s = TerminalScreen(fromScratch: true); for _ in 0 ..< n { keep(s.oneLineScroll()) } }
    table["terminal-steady"] = { n in let s = TerminalScreen(); for _ in 0 ..< n { keep(s.steadyScroll()) } }
    table["terminal-same"] = { n in let s = TerminalScreen(); for _ in 0 ..< n { keep(s.nothingChanged()) } }
    table["terminal-full"] = { n in let s = TerminalScreen(); for _ in 0 ..< n { keep(s.fullRedraw()) } }
    table["terminal-full-rep"] = { n in let s = TerminalScreen(repeats: true); for _ in 0 ..< n { keep(s.fullRedraw()) } }
    table["terminal-horizontal"] = { n in let s = TerminalScreen(.horizontal); for _ in 0 ..< n { keep(s.oneLineScroll()) } }
    table["terminal-narrow"] = { n in let s = TerminalScreen(.narrow); for _ in 0 ..< n { keep(s.oneLineScroll()) } }
    table["terminal-load-100k"] = { n in let rows = terminalRows(100_000); for _ in 0 ..< n { keep(loadedStack(rows).engine.count) } }
    table["terminal-filter"] = { n in let s = FilterScreen(); for _ in 0 ..< n { keep(s.filterOrClear()) } }
    table["flow-choice"] = { n in let s = FlowScreen(); for _ in 0 ..< n { keep(s.choiceMoves()) } }
    table["flow-same"] = { n in let s = FlowScreen(); for _ in 0 ..< n { keep(s.nothingChanged()) } }
    table["bulk-load-10M"] = { n in let h = EngineWorkload.heights(10_000_000); for _ in 0 ..< n { keep(EngineWorkload.engine(h)) } }
    for (name, rows) in [("10k", 10_000), ("1M", 1_000_000)] {
        table["host-scroll-\(name)"] = { n in let h = UIKitShapedHost.inTheMiddle(rows: rows); for _ in 0 ..< n { keep(h.onePointScroll()) } }
        table["host-insert-\(name)"] = { n in
            let h = UIKitShapedHost.inTheMiddle(rows: rows)
            // The insert only: the clean-up after it runs too, and is counted by both runs alike.
            for _ in 0 ..< n {
                let row = h.insertAnimated(at: h.insertionIndex)
                h.finishAnimations()
                h.remove(row)
                h.layoutPass()
            }
        }
    }
    return table
}()

/// The terminal workloads' frames, for `--bytes`: each makes a screen and returns its next frame.
let terminalFrames: [String: () -> () -> [UInt8]] = [
    "terminal-scroll": { let s = TerminalScreen(); return s.oneLineScroll },
    "terminal-scroll-rep": { let s = TerminalScreen(repeats: true); return s.oneLineScroll },
    "terminal-steady": { let s = TerminalScreen(); return s.steadyScroll },
    "terminal-same": { let s = TerminalScreen(); return s.nothingChanged },
    "terminal-full": { let s = TerminalScreen(); return s.fullRedraw },
    "terminal-full-rep": { let s = TerminalScreen(repeats: true); return s.fullRedraw },
    "terminal-horizontal": { let s = TerminalScreen(.horizontal); return s.oneLineScroll },
    "terminal-narrow": { let s = TerminalScreen(.narrow); return s.oneLineScroll },
]

let arguments = CommandLine.arguments
// `instruction-counts --bytes WORKLOAD FRAMES`: the bytes a terminal workload's frames send.
if arguments.count == 4, arguments[1] == "--bytes", let make = terminalFrames[arguments[2]], let count = Int(arguments[3]), count > 0 {
    let frame = make()
    let sizes = (0 ..< count).map { _ in frame().count }.sorted()
    print("\(arguments[2]): bytes a frame: median \(sizes[count / 2]), \(sizes[0]) to \(sizes[count - 1])")
    exit(0)
}
guard arguments.count == 3, let run = workloads[arguments[1]], let iterations = Int(arguments[2]) else {
    print("usage: instruction-counts WORKLOAD ITERATIONS\nworkloads: \(workloads.keys.sorted().joined(separator: " "))")
    exit(2)
}
run(iterations)

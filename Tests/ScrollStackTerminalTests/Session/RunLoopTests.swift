// The run loop, in a child process on a pseudo-terminal, driven by the bytes a terminal sends:
// Ctrl-C quits unless the program takes it, ticks and wakes draw frames while no key comes, keys
// come from the controlling terminal when standard input is a pipe, and TERM=dumb is refused.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ScrollStackTerminal
import Testing

/// A one-cell canvas, for loops whose frames do not matter.
private func blank(_ columns: Int, _ rows: Int) -> Canvas { Canvas(width: columns, height: rows) }

@Suite("Terminal run loop")
struct RunLoopTests {
    @Test("Ctrl-C ends the loop by default, before the program sees it; keys before it are handled")
    func interruptQuits() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal()
            var keys: [Key] = []
            try? runTerminalApplication(frame: { columns, rows, _ in
                // The user types once the program runs (raw mode drops what came before).
                if keys.isEmpty { _ = write(master, "a\u{03}b", 3) }
                return blank(columns, rows)
            }, handle: { key, _ in keys.append(key); return true })
            exit(keys == [.character("a")] ? 0 : 1)
        }
    }

    @Test("a program that takes Ctrl-C gets it as a key and decides")
    func interruptIntercepted() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal()
            var interrupts = 0
            var frames = 0
            try? runTerminalApplication(quitsOnInterrupt: false, frame: { columns, rows, _ in
                frames += 1
                if frames == 1 { _ = write(master, "\u{03}\u{03}q", 3) }
                return blank(columns, rows)
            }, handle: { key, _ in
                                            if key == .control("c") { interrupts += 1 }
                                            return key != .character("q")
                                        })
            exit(interrupts == 2 ? 0 : 1)
        }
    }

    @Test("a wake from another thread draws a frame while no key comes; without one the loop sleeps")
    func wakeDrawsAFrame() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal()
            let wakeup = TerminalWakeup()
            var frames = 0
            // Another thread wakes the loop every 50 ms.
            Thread.detachNewThread {
                for _ in 0 ..< 100 {
                    usleep(50_000)
                    wakeup.wake()
                }
            }
            let start = monotonicSeconds()
            try? runTerminalApplication(wakeup: wakeup, frame: { columns, rows, _ in
                frames += 1
                // The first frame, then one per wake; after the second wake the user quits.
                if frames == 3 { _ = write(master, "q", 1) }
                return blank(columns, rows)
            }, handle: { key, _ in key != .character("q") })
            // Frames came only with the wakes: the loop slept between them. (On a busy machine a
            // wake may come before the loop reads the "q", and draw one more frame; a loop that
            // did not sleep would draw thousands.)
            let elapsed = monotonicSeconds() - start
            let wakes = Int(elapsed / 0.05) + 1
            exit(frames >= 3 && frames <= 1 + wakes && elapsed >= 0.09 ? 0 : 1)
        }
    }

    @Test("a tick interval draws frames on its own, at that pace")
    func ticks() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal()
            var times: [Double] = []
            try? runTerminalApplication(tickInterval: 0.05, frame: { columns, rows, time in
                times.append(time)
                if times.count == 6 { _ = write(master, "q", 1) }
                return blank(columns, rows)
            }, handle: { key, _ in key != .character("q") })
            let span = times[5] - times[0]
            exit(times.count >= 6 && span >= 0.24 && span < 2 ? 0 : 1)
        }
    }

    @Test("with standard input a pipe, keys come from the controlling terminal and the pipe stays the program's")
    func pipedInput() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let (master, slave) = openPseudoTerminal(controlling: true)
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { exit(2) }
            dup2(ends[0], STDIN_FILENO)
            dup2(slave, STDOUT_FILENO)
            _ = write(ends[1], "data\n", 5)
            var keys: [Key] = []
            var frames = 0
            do {
                try runTerminalApplication(frame: { columns, rows, _ in
                    frames += 1
                    if frames == 1 { _ = write(master, "xq", 2) }
                    return blank(columns, rows)
                }, handle: { key, _ in keys.append(key); return key != .character("q") })
            } catch {
                exit(3)
            }
            // The piped data is still there for the program to read.
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(STDIN_FILENO, &buffer, 16)
            exit(keys == [.character("x"), .character("q")] && count == 5 ? 0 : 1)
        }
    }

    @Test("TERM=dumb gets a message saying what to do, and the terminal is left alone")
    func dumbTerminal() async {
        await #expect(processExitsWith: .success) {
            alarm(10)
            let master = useNewPseudoTerminal()
            setenv("TERM", "dumb", 1)
            do {
                try runTerminalApplication(frame: { columns, rows, _ in blank(columns, rows) }, handle: { _, _ in false })
                exit(1)
            } catch let error as TerminalError {
                let message = error.description
                let untouched = readAvailable(from: master).isEmpty
                exit(error == .unsupportedTerminal("dumb") && message.contains("TERM=dumb") && untouched ? 0 : 1)
            } catch {
                exit(1)
            }
        }
    }
}

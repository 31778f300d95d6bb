// Prefetching in a terminal stack: rows a little beyond the measured area are announced after a
// frame, once each, and cancelled when they go away unreached; off by default.

import ScrollStackCore
import ScrollStackTerminal
import Testing

@Suite("Terminal stack: prefetching")
struct TerminalStackPrefetchTests {
    /// 200 one-line rows on a screen 10 lines tall, prefetching 5 lines beyond the measured area
    /// (the screen and 10 lines each way), recording what it is told.
    final class Recorder {
        let stack = TerminalStack(width: 20, height: 10)
        let rows: [RowID]
        var prefetched: [[RowID]] = []
        var cancelled: [[RowID]] = []

        init(distance: Int = 5, axis: StackAxis = .vertical) {
            stack.axis = axis
            stack.hidesSeparatorsByDefault = true
            rows = stack.append(contentsOf: (0 ..< 200).map { TextContent("row \($0)") })
            stack.prefetchDistance = distance
            stack.onPrefetch = { [unowned self] in prefetched.append($0) }
            stack.onCancelPrefetch = { [unowned self] in cancelled.append($0) }
        }

        /// Draws a frame and returns what it announced and cancelled, as row numbers.
        func frame() -> (prefetch: [Int], cancel: [Int]) {
            prefetched = []
            cancelled = []
            var canvas = Canvas(width: stack.width, height: stack.height)
            stack.draw(into: &canvas)
            #expect(prefetched.count <= 1 && cancelled.count <= 1, "one call of each at most a frame")
            return (numbers(prefetched.first ?? []), numbers(cancelled.first ?? []))
        }

        func numbers(_ ids: [RowID]) -> [Int] { ids.map { rows.firstIndex(of: $0) ?? -1 } }
    }

    @Test("rows beyond the measured area are announced once; scrolling on announces what comes in")
    func scrollingAhead() {
        let recorder = Recorder()
        // Measured: rows 0–19 (the screen and 10 lines after it); the band: rows 20–24.
        #expect(recorder.frame() == ([20, 21, 22, 23, 24], []))
        #expect(recorder.frame() == ([], []))
        recorder.stack.scroll(by: 3)
        #expect(recorder.frame() == ([25, 26, 27], []))
    }

    @Test("turning back cancels rows left unreached; a jump announces none it passes; hiding and removing cancel")
    func turningBackJumpingAndEditing() {
        let recorder = Recorder()
        _ = recorder.frame()
        recorder.stack.scroll(by: 3)
        _ = recorder.frame()
        recorder.stack.scrollToStart()
        // Rows 25–27 leave the band; rows 20–22 left the measured area into it and are not announced.
        #expect(recorder.frame() == ([], [25, 26, 27]))
        _ = recorder.stack.scroll(to: recorder.rows[100])
        // At row 100: measured 90–119, the band 85–89 and 120–124, named closest first; rows 23
        // and 24 cancelled.
        #expect(recorder.frame() == ([89, 120, 88, 121, 87, 122, 86, 123, 85, 124], [23, 24]))
        _ = recorder.stack.setHidden(true, forRow: recorder.rows[121])
        // Rows after it move up a line: row 125 comes in.
        #expect(recorder.frame() == ([125], [121]))
    }

    @Test("no distance or no handler announces nothing, and turning it off cancels what is outstanding")
    func offByDefault() {
        let quiet = TerminalStack(width: 20, height: 10)
        #expect(quiet.prefetchDistance == 0)
        let recorder = Recorder()
        _ = recorder.frame()
        recorder.stack.prefetchDistance = 0
        recorder.stack.scroll(by: 1)
        #expect(recorder.frame() == ([], [20, 21, 22, 23, 24]))
        #expect(recorder.frame() == ([], []))
        let off = Recorder(distance: 0)
        #expect(off.frame() == ([], []))
    }

    @Test("a setting changed between frames that change nothing else takes effect at the next frame, which draws nothing")
    func settingChangedOnAnIdleScreen() {
        let recorder = Recorder(distance: 0)
        var canvas = Canvas(width: 20, height: 10)
        var renderer = FrameRenderer()
        func frame() -> (prefetch: [Int], cancel: [Int], bytes: Int) {
            (recorder.prefetched, recorder.cancelled) = ([], [])
            recorder.stack.draw(into: &canvas)
            let bytes = renderer.render(canvas).count
            return (recorder.numbers(recorder.prefetched.first ?? []), recorder.numbers(recorder.cancelled.first ?? []), bytes)
        }
        #expect(frame().bytes > 0)
        #expect(frame() == ([], [], 0))
        recorder.stack.prefetchDistance = 5
        #expect(frame() == ([20, 21, 22, 23, 24], [], 0))
        #expect(frame() == ([], [], 0))
        recorder.stack.onPrefetch = nil
        recorder.stack.onCancelPrefetch = nil
        #expect(frame() == ([], [], 0), "turned off: what is outstanding is cancelled, to no handler")
        recorder.stack.onPrefetch = { [unowned recorder] in recorder.prefetched.append($0) }
        #expect(frame() == ([20, 21, 22, 23, 24], [], 0), "turned on again: announced again")
    }

    @Test("a horizontal stack announces the columns of rows beyond the measured ones, and cancels them when turned back")
    func horizontal() {
        let recorder = Recorder(distance: 12, axis: .horizontal)
        recorder.stack.rowInsets = Insets(top: 0, left: 0, bottom: 0, right: 0)
        // Rows "row N" are 5 or 6 columns wide; 20 columns shown, a screen each way measured.
        let first = recorder.frame()
        #expect(!first.prefetch.isEmpty && first.cancel.isEmpty)
        let measuredEnd = first.prefetch.min()!
        #expect(first.prefetch == Array(measuredEnd ..< measuredEnd + first.prefetch.count), "the rows just past the measured ones, in order: \(first.prefetch)")
        #expect(recorder.frame() == ([], []))
        recorder.stack.scroll(by: 30)
        let ahead = recorder.frame()
        #expect(ahead.cancel.isEmpty && (ahead.prefetch.min() ?? 0) > first.prefetch.max()!, "further on, new rows: \(ahead)")
        recorder.stack.scrollToStart()
        let back = recorder.frame()
        #expect(!back.cancel.isEmpty && back.prefetch.isEmpty && Set(back.cancel).isSubset(of: Set(ahead.prefetch + first.prefetch)))
    }
}

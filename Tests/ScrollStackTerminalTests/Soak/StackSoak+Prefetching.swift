// Prefetching in the stack soak: most streams turn it on at a random distance (and now and then
// change or stop it), and every settled frame checks what an app relies on: no row named twice
// before it is answered, no cancel of a row not named, and nothing outstanding but shown rows.

import ScrollStackCore
import ScrollStackTerminal

/// What a stream was told about prefetching.
struct PrefetchLog {
    /// Rows named and not answered, as far as the calls and the last frame tell (a row that reaches
    /// the measured area is answered without a call).
    var named: Set<RowID> = []
    var failure: String?
    var announced = 0
    var cancelled = 0
}

extension StackSoak {
    /// Turns prefetching on in two streams of three, with handlers that check each call.
    func startPrefetching() {
        stack.onPrefetch = { [unowned self] rows in
            prefetchLog.announced += rows.count
            for row in rows {
                if prefetchLog.named.contains(row) { prefetchLog.failure = prefetchLog.failure ?? "\(row) named again before it was answered" }
                if !stack.engine.contains(row) || stack.engine.isHidden(row) == true {
                    prefetchLog.failure = prefetchLog.failure ?? "\(row) named while not a shown row of the stack"
                }
                prefetchLog.named.insert(row)
            }
        }
        stack.onCancelPrefetch = { [unowned self] rows in
            prefetchLog.cancelled += rows.count
            for row in rows where prefetchLog.named.remove(row) == nil {
                prefetchLog.failure = prefetchLog.failure ?? "\(row) cancelled without being named, or cancelled twice"
            }
        }
        if Int.random(in: 0 ..< 3, using: &random) != 0 { stack.prefetchDistance = Int.random(in: 1 ... 30, using: &random) }
    }

    /// Changes the prefetch distance, or stops prefetching.
    func changePrefetching() -> String {
        stack.prefetchDistance = Bool.random(using: &random) ? 0 : Int.random(in: 1 ... 30, using: &random)
        return "prefetch distance \(stack.prefetchDistance)"
    }

    /// After a frame: every row the stack still has outstanding was named and not cancelled, and
    /// (after a settled frame, drawn as the stack stands) is a shown row of the stack; a row it no
    /// longer has without a cancel was answered by reaching the measured area (the screen and a
    /// screen's length each way), so it is a shown row there.
    func checkPrefetching(settled: Bool) -> String? {
        if let failure = prefetchLog.failure { return failure }
        let outstanding = stack.engine.prefetchedRows
        if let row = outstanding.first(where: { !prefetchLog.named.contains($0) }) {
            return "\(row) is outstanding but was never named, or was cancelled"
        }
        defer { prefetchLog.named.formIntersection(outstanding) }
        // A frame a handler changed the stack during may have updated the band more than once.
        guard settled else { return nil }
        if let row = outstanding.first(where: { !stack.engine.contains($0) || stack.engine.isHidden($0) == true }) {
            return "\(row) is outstanding after a frame but is not a shown row of the stack"
        }
        if stack.prefetchDistance == 0 && !outstanding.isEmpty { return "prefetching is off, and \(outstanding.count) rows are outstanding" }
        let length = Double(stack.axis == .vertical ? stack.height : stack.width)
        let from = Double(stack.offset) - length, to = Double(stack.offset) + 2 * length
        for row in prefetchLog.named.subtracting(outstanding) {
            guard stack.engine.isHidden(row) == false, let frame = stack.engine.frames(of: row)?.row else {
                return "\(row) left the stack or was hidden, and was not cancelled"
            }
            let start = frame.minMain(stack.axis), extent = frame.size.main(stack.axis)
            let reached = extent > 0 ? start < to && start + extent > from : start >= from && start < to
            if !reached { return "\(row) was answered without a cancel, and lies outside the measured area" }
        }
        return nil
    }
}

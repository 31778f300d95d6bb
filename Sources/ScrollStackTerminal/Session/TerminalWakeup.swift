// Waking a terminal program's loop from another thread or task when there is something new to show,
// so a streaming program draws as data arrives and an idle one sleeps.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A way for any thread or task to tell ``runTerminalApplication(mouse:quitsOnInterrupt:tickInterval:wakeup:frame:handle:isAnimating:)``
/// that something changed: the loop, asleep while nothing happens, draws a frame at once.
///
/// Hand new data over through your own thread-safe store (a lock, an actor, a queue), call
/// ``wake()``, and take the data in `frame`, which runs on the loop's thread. Wakes that come
/// before the loop gets to them make one frame. Safe to call from any thread, any number of times.
public final class TerminalWakeup: Sendable {
    /// The pipe's ends: the loop waits on `readEnd`; ``wake()`` writes to `writeEnd`.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Creates a wakeup; pass it to one loop.
    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Wakes the loop: it draws a frame as soon as it can. Never blocks.
    public func wake() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        // A full pipe already holds a wake the loop has not taken: nothing more to say.
        _ = write(writeEnd, &byte, 1)
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }
}

// LayoutGate: passes never nest, holds nest, and work that waited runs once, in order, when the
// last hold ends.

import ScrollStackCore
import Testing

@Suite("Layout gate")
struct LayoutGateTests {
    @Test("a pass never starts inside another; a held gate lets the change's own pass run")
    func passes() {
        var gate = LayoutGate<Int>()
        let first = gate.beginPass()
        let nested = gate.beginPass()
        #expect(first && !nested && !gate.isOpen)
        gate.endPass()
        gate.hold()
        #expect(!gate.isOpen && gate.isHeld)
        let changePass = gate.beginPass()
        #expect(changePass)
        gate.endPass()
        let released = gate.release()
        #expect(released.isEmpty && gate.isOpen)
    }

    @Test("work runs at once when nothing holds, else after the last of nested holds, in order")
    func waitingWork() {
        var gate = LayoutGate<Int>()
        let now = gate.whenReleased(1)
        #expect(now == 1)
        gate.hold()
        gate.hold()
        let waiting = [gate.whenReleased(2), gate.whenReleased(3)]
        #expect(waiting == [nil, nil])
        let inner = gate.release()
        #expect(inner.isEmpty)
        let late = gate.whenReleased(4)
        #expect(late == nil)
        let outer = gate.release()
        #expect(outer == [2, 3, 4])
        gate.hold()
        let again = gate.release()
        #expect(again.isEmpty)
    }
}

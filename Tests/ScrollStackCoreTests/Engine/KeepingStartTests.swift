// offsetKeepingStart(from:to:): a stack resting at its start stays there when its insets change,
// on both axes and in both layout directions; anywhere else, or while the user moves it, it stays
// where it is.

import ScrollStackCore
import Testing

@Suite("Keeping the start when insets change")
struct KeepingStartTests {
    /// Ten rows of 40 points in a 100 × 100 container, laid out along `axis`, `direction`.
    static func engine(_ axis: StackAxis, _ direction: LayoutDirection) -> StackEngine {
        var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 100, height: 100), layoutDirection: direction)
        configuration.separatorThickness = 0
        var engine = StackEngine(configuration: configuration)
        _ = engine.append(contentsOf: Array(repeating: RowSpec.fixed(40), count: 10))
        return engine
    }

    static let cases: [(StackAxis, LayoutDirection)] = [
        (.vertical, .leftToRight), (.vertical, .rightToLeft), (.horizontal, .leftToRight), (.horizontal, .rightToLeft),
    ]

    @Test("resting at the start, it goes to the new start; its offset across the axis stays", arguments: cases)
    func atStart(axis: StackAxis, direction: LayoutDirection) {
        let engine = Self.engine(axis, direction)
        let size = Size(width: 100, height: 100)
        var old = Viewport(size: size, insets: Insets(top: 5, left: 5, bottom: 5, right: 5))
        old.offset = engine.startOffset(in: old)
        let new = Viewport(offset: old.offset, size: size, insets: Insets(top: 30, left: 30, bottom: 30, right: 30))
        let kept = engine.offsetKeepingStart(from: old, to: new)
        #expect(kept?.main(axis) == engine.startOffset(in: new).main(axis))
        #expect(kept.map { axis == .vertical ? $0.x : $0.y } == (axis == .vertical ? old.offset.x : old.offset.y))
        #expect(kept != nil && kept?.main(axis) != old.offset.main(axis), "the new leading inset shows")
    }

    @Test("scrolled away from the start, or moved by the user, it stays where it is", arguments: cases)
    func elsewhere(axis: StackAxis, direction: LayoutDirection) {
        let engine = Self.engine(axis, direction)
        let size = Size(width: 100, height: 100)
        var old = Viewport(size: size, insets: Insets(top: 5, left: 5, bottom: 5, right: 5))
        let start = engine.startOffset(in: old)
        let step = (direction == .rightToLeft && axis == .horizontal) ? -40.0 : 40.0
        old.offset = Point(main: start.main(axis) + step, cross: 0, axis: axis)
        let new = Viewport(offset: old.offset, size: size, insets: Insets(top: 30, left: 30, bottom: 30, right: 30))
        #expect(engine.offsetKeepingStart(from: old, to: new) == nil)
        var moving = old
        moving.offset = start
        moving.isMovedByUser = true
        #expect(engine.offsetKeepingStart(from: moving, to: new) == nil)
    }
}

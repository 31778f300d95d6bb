// A stack that sizes to its content: the length it asks for along its axis, worked through by hand
// (the random streams of PropertyTests and RightToLeftTests check it on every step too).

import ScrollStackCore
import Testing

@Suite("Sizing to content")
struct StackSizingTests {
    /// Rows of 40, 60 and 100 points, 8 apart, with 5 + 7 points of content insets along `axis`.
    func stack(axis: StackAxis = .vertical, direction: LayoutDirection = .leftToRight) -> (StackEngine, [RowID]) {
        var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 320, height: 480),
                                               contentInsets: Insets(top: 5, left: 5, bottom: 7, right: 7), spacing: 8)
        configuration.layoutDirection = direction
        var engine = StackEngine(configuration: configuration)
        let ids = [40.0, 60, 100].map { engine.insert(.fixed($0), at: .bottom)! }
        return (engine, ids)
    }

    @Test("a stack sized to its content asks for its rows, spacing and insets; a fixed one for nothing")
    func fitsItsRows() {
        let (engine, _) = stack()
        // 5 + 40 + 8 + 60 + 8 + 100 + 7 = 228, plus 20 + 30 around.
        let around = Insets(top: 20, left: 1, bottom: 30, right: 1)
        #expect(engine.length(sizedBy: .fitsContent(), insets: around) == 278)
        #expect(engine.length(sizedBy: .fitsContent(upTo: 300), insets: around) == 278)
        #expect(engine.length(sizedBy: .fitsContent(upTo: 200), insets: around) == 200)
        #expect(engine.length(sizedBy: .fixed, insets: around) == nil)
    }

    @Test("hidden rows take no length, nor spacing; an empty stack asks for its insets")
    func hiddenRows() {
        var (engine, ids) = stack()
        engine.setHidden(true, forRow: ids[1])
        #expect(engine.length(sizedBy: .fitsContent(), insets: .zero) == Double(5 + 40 + 8 + 100 + 7))
        ids.forEach { engine.remove($0) }
        #expect(engine.length(sizedBy: .fitsContent(), insets: .zero) == 12)
    }

    @Test("a horizontal stack asks for its width, left to right and right to left alike, never the container's")
    func horizontal() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (engine, _) = stack(axis: .horizontal, direction: direction)
            // The container is 320 wide: right to left, the content size stretches to it.
            #expect(engine.contentSize.width == (direction == .rightToLeft ? 320 : 228))
            #expect(engine.length(sizedBy: .fitsContent(), insets: Insets(top: 50, left: 3, bottom: 50, right: 4)) == 235)
        }
    }

    @Test("a measured row's new length is the new answer")
    func measuredRows() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 320, height: 480)))
        let row = engine.insert(.estimated(44), at: .bottom)!
        #expect(engine.length(sizedBy: .fitsContent(), insets: .zero) == 44)
        engine.setMeasuredExtent(130, of: row)
        #expect(engine.length(sizedBy: .fitsContent(), insets: .zero) == 130)
    }

    @Test("the keyboard's share of the bottom inset is no part of the length; the app's own inset is")
    func keyboardShare() {
        let (engine, _) = stack()
        var keyboard = KeyboardInset()
        // A 480-point container with the keyboard over its bottom 100 points; the app's inset of 10
        // already keeps 10 of them clear.
        let bottom = keyboard.contentInset(keyboardFrame: Rect(x: 0, y: 380, width: 320, height: 300),
                                           containerFrame: Rect(x: 0, y: 0, width: 320, height: 480), contentInset: 10, adjustedInset: 10)
        #expect(keyboard.applied == 90 && bottom == 100)
        let insets = Insets(top: 20, left: 0, bottom: bottom, right: 0)
        #expect(engine.length(sizedBy: .fitsContent(), insets: insets, keyboard: keyboard) == Double(228 + 30))
        #expect(engine.length(sizedBy: .fitsContent(), insets: insets) == Double(228 + 120))
    }

    @Test("a negative or NaN maximum counts as zero; negative or non-finite insets as none")
    func badValues() {
        let (engine, _) = stack()
        #expect(engine.length(sizedBy: .fitsContent(upTo: -10), insets: .zero) == 0)
        #expect(engine.length(sizedBy: .fitsContent(upTo: .nan), insets: .zero) == 0)
        #expect(engine.length(sizedBy: .fitsContent(), insets: Insets(top: -50, left: 0, bottom: 0, right: 0)) == 228)
        #expect(engine.length(sizedBy: .fitsContent(), insets: Insets(top: .infinity, left: 0, bottom: 0, right: 0)) == 228)
        #expect(engine.length(sizedBy: .fitsContent(), insets: Insets(top: .nan, left: 0, bottom: 3, right: 0)) == 228)
    }

    /// Rows of text that wraps: 600 points of it in lines 20 tall, at whatever width a row gets.
    static func wrapped(_ request: MeasurementRequest) -> Double {
        (600 / max(request.crossExtent, 1)).rounded(.up) * 20
    }

    /// 30 such rows, measured at a 320-point width, with 5 + 7 points of content insets.
    func wrappingStack(axis: StackAxis = .vertical) -> StackEngine {
        var engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: Size(width: 320, height: 320),
                                                                   contentInsets: Insets(top: 5, left: 5, bottom: 7, right: 7), spacing: 8,
                                                                   estimatedRowExtent: 30))
        _ = engine.append(contentsOf: (0 ..< 30).map { _ in RowSpec(size: .fitting) })
        _ = engine.measureRows(near: Viewport(offset: .zero, size: engine.configuration.containerSize), overscan: .infinity, measure: Self.wrapped)
        return engine
    }

    @Test("at another width, the length is the rows laid out and measured at it; the engine itself changes nothing",
          arguments: [StackAxis.vertical, .horizontal])
    func atAnotherWidth(axis: StackAxis) {
        let engine = wrappingStack(axis: axis)
        let viewport = Viewport(offset: .zero, size: engine.configuration.containerSize)
        let around = Insets(top: 3, left: 2, bottom: 4, right: 1)
        for cross in [100.0, 150, 319, 321, 600] {
            // The reference: the same stack made at that width and every row measured there.
            var reference = engine
            reference.configuration.containerSize = Size(main: 320, cross: cross, axis: axis)
            _ = reference.measureRows(near: Viewport(offset: .zero, size: reference.configuration.containerSize), overscan: .infinity,
                                      measure: Self.wrapped)
            let length = engine.length(sizedBy: .fitsContent(), across: cross, in: viewport, insets: around, measure: Self.wrapped)
            #expect(length == reference.length(sizedBy: .fitsContent(), insets: around), "across \(cross)")
            #expect(engine.length(sizedBy: .fitsContent(upTo: 250), across: cross, in: viewport, insets: around, measure: Self.wrapped) == 250)
        }
        #expect(engine.configuration.containerSize == Size(width: 320, height: 320))
        #expect(engine.contentSize == wrappingStack(axis: axis).contentSize)
    }

    @Test("up to a maximum, only the rows before it are measured; at the stack's own width, none; a fixed stack asks for nothing")
    func measuresWhatItNeeds() {
        let engine = wrappingStack()
        let viewport = Viewport(offset: .zero, size: engine.configuration.containerSize)
        var measured = 0
        let counting: (MeasurementRequest) -> Double? = { measured += 1; return Self.wrapped($0) }
        // The rows that met the first 250 points at their old lengths (40 and 8 apart: six) are
        // measured, none of the 24 after them.
        #expect(engine.length(sizedBy: .fitsContent(upTo: 250), across: 100, in: viewport, insets: .zero, measure: counting) == 250)
        #expect(measured == 6)
        measured = 0
        #expect(engine.length(sizedBy: .fitsContent(), across: 320.4, in: viewport, insets: .zero, measure: counting)
                    == engine.length(sizedBy: .fitsContent(), insets: .zero))
        #expect(engine.length(sizedBy: .fitsContent(), across: .nan, in: viewport, insets: .zero, measure: counting)
                    == engine.length(sizedBy: .fitsContent(), insets: .zero))
        #expect(measured == 0)
        #expect(engine.length(sizedBy: .fixed, across: 100, in: viewport, insets: .zero, measure: counting) == nil)
    }

    @Test("a row the host cannot measure keeps its content extent")
    func unmeasuredRows() {
        let engine = wrappingStack()
        let viewport = Viewport(offset: .zero, size: engine.configuration.containerSize)
        // Every row measured 40 tall at 320 points: 5 + 30 × 40 + 29 × 8 + 7.
        #expect(engine.length(sizedBy: .fitsContent(), across: 100, in: viewport, insets: .zero) { _ in nil } == Double(5 + 1_200 + 232 + 7))
    }
}

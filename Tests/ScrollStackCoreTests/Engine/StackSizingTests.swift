// A stack that sizes to its content: the length it asks for along its axis, worked through by hand
// (the random streams of PropertyTests and RightToLeftTests check it on every step too), and the
// length at another width, against a stack made at that width in random cases.

import ScrollStackCore
import ScrollStackTestSupport
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

    /// 30 such rows, measured at a 320-point width in a 320 × 700 container, with 5 + 7 points
    /// of content insets.
    func wrappingStack(axis: StackAxis = .vertical) -> (StackEngine, Viewport) {
        var engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: Size(main: 700, cross: 320, axis: axis),
                                                                   contentInsets: Insets(top: 5, left: 5, bottom: 7, right: 7), spacing: 8,
                                                                   estimatedRowExtent: 30))
        _ = engine.append(contentsOf: (0 ..< 30).map { _ in RowSpec(size: .fitting) })
        let viewport = Viewport(offset: .zero, size: engine.configuration.containerSize)
        _ = engine.measureRows(near: viewport, overscan: .infinity, measure: Self.wrapped)
        return (engine, viewport)
    }

    @Test("up to a maximum, only the rows before it are measured; at the container's width, none; a fixed stack asks for nothing")
    func measuresWhatItNeeds() {
        let (engine, viewport) = wrappingStack()
        var measured = 0
        let counting: (MeasurementRequest) -> Double? = { measured += 1; return Self.wrapped($0) }
        // The rows that met the first 250 points at their old lengths (40 and 8 apart: six) are
        // measured, none of the 24 after them.
        #expect(engine.length(sizedBy: .fitsContent(upTo: 250), across: 100, in: viewport, measure: counting) == 250)
        #expect(measured == 6)
        measured = 0
        let current = engine.length(sizedBy: .fitsContent(), insets: .zero)
        for cross in [320.4, 319.6, .nan, .infinity, -.infinity, -1] {
            #expect(engine.length(sizedBy: .fitsContent(), across: cross, in: viewport, measure: counting) == current, "across \(cross)")
        }
        // 321 points makes no row longer (two lines of 20 as at 320): the answer is the same, but
        // the rows were measured again.
        #expect(engine.length(sizedBy: .fitsContent(), across: 321, in: viewport, measure: counting) == current)
        #expect(measured == 30)
        #expect(engine.length(sizedBy: .fixed, across: 100, in: viewport, measure: counting) == nil)
    }

    @Test("the container's width is the stack's own, not the viewport's: between a resize and the next layout, the new width is measured")
    func containerNotViewport() {
        let (engine, viewport) = wrappingStack()
        var resized = viewport
        resized.size = Size(width: 700, height: 700)
        // 30 rows of one line (20) at 700 points (688 for the text), 29 gaps of 8, 5 + 7 inside.
        #expect(engine.length(sizedBy: .fitsContent(), across: 700, in: resized, measure: Self.wrapped) == Double(600 + 232 + 12))
    }

    @Test("right to left, a horizontal stack longer than its rows measures them from its start, at the right")
    func rightToLeftLongerThanItsRows() {
        var configuration = StackConfiguration(axis: .horizontal, containerSize: Size(width: 480, height: 320),
                                               contentInsets: Insets(top: 5, left: 5, bottom: 7, right: 7), spacing: 8, estimatedRowExtent: 30)
        configuration.layoutDirection = .rightToLeft
        var engine = StackEngine(configuration: configuration)
        _ = engine.append(contentsOf: (0 ..< 3).map { _ in RowSpec(size: .fitting) })
        let viewport = Viewport(size: engine.configuration.containerSize)
        _ = engine.measureRows(near: viewport, overscan: .infinity, measure: Self.wrapped)
        // Three columns of two lines (40) at 308 points of height: 148 wide, in a stack 480 wide.
        #expect(engine.length(sizedBy: .fitsContent(), insets: .zero) == 148)
        // At 100 points (88 for the text) each is seven lines, 140 wide: 448, up to 250.
        #expect(engine.length(sizedBy: .fitsContent(upTo: 250), across: 100, in: viewport, measure: Self.wrapped) == 250)
        #expect(engine.length(sizedBy: .fitsContent(upTo: 500), across: 100, in: viewport, measure: Self.wrapped) == 448)
    }

    @Test("a row the host cannot measure keeps its content extent")
    func unmeasuredRows() {
        let (engine, viewport) = wrappingStack()
        // Every row measured 40 tall at 320 points: 5 + 30 × 40 + 29 × 8 + 7.
        #expect(engine.length(sizedBy: .fitsContent(), across: 100, in: viewport) { _ in nil } == Double(5 + 1_200 + 232 + 7))
    }

    @Test("random stacks, widths, maxima, offsets, insets and keyboards: the length at another width is that of the stack made there",
          arguments: [(StackAxis.vertical, LayoutDirection.leftToRight), (.horizontal, .leftToRight), (.horizontal, .rightToLeft)])
    func againstAStackMadeThere(axis: StackAxis, direction: LayoutDirection) {
        var random = SeededGenerator(seed: 0x5121_0000 &+ UInt64(axis == .vertical ? 0 : direction == .leftToRight ? 1 : 2))
        for round in 0 ..< 300 {
            let own = Size(main: Double(Int.random(in: 100 ... 900, using: &random)), cross: Double(Int.random(in: 50 ... 500, using: &random)), axis: axis)
            // Scrolled anywhere; bars around; the keyboard over the bottom of a vertical stack.
            var viewport = Viewport(offset: Point(main: Double(Int.random(in: -50 ... 2_000, using: &random)), cross: 0, axis: axis), size: own)
            var keyboard = KeyboardInset()
            var insets = Insets(top: Double(Int.random(in: 0 ... 60, using: &random)), left: Double(Int.random(in: 0 ... 20, using: &random)),
                                bottom: Double(Int.random(in: 0 ... 40, using: &random)), right: Double(Int.random(in: 0 ... 20, using: &random)))
            if axis == .vertical && Bool.random(using: &random) {
                let height = own.height, cover = Double(Int.random(in: 0 ... Int(height) / 2, using: &random))
                insets.bottom = keyboard.contentInset(keyboardFrame: Rect(x: 0, y: height - cover, width: own.width, height: 400),
                                                      containerFrame: Rect(x: 0, y: 0, width: own.width, height: height),
                                                      contentInset: insets.bottom, adjustedInset: insets.bottom)
            }
            viewport.insets = insets
            var configuration = StackConfiguration(axis: axis, containerSize: viewport.containerSize(for: axis),
                                                   spacing: Double(Int.random(in: 0 ... 8, using: &random)), estimatedRowExtent: 30)
            configuration.layoutDirection = direction
            configuration.contentInsets = Insets(top: Double(Int.random(in: 0 ... 9, using: &random)), left: 3, bottom: 4,
                                                 right: Double(Int.random(in: 0 ... 9, using: &random)))
            var engine = StackEngine(configuration: configuration)
            let ids = engine.append(contentsOf: (0 ..< Int.random(in: 0 ... 40, using: &random)).map { _ in
                RowSpec(size: Int.random(in: 0 ..< 5, using: &random) == 0 ? .fixed(Double(Int.random(in: 0 ... 60, using: &random))) : .fitting)
            })
            let text = Dictionary(uniqueKeysWithValues: ids.map { ($0, Double(Int.random(in: 0 ... 900, using: &random))) })
            // The host can measure two rows in three (it made them); the rest keep their length.
            let made = Set(ids.filter { _ in Int.random(in: 0 ..< 3, using: &random) != 0 })
            let lines: (MeasurementRequest) -> Double = { (text[$0.row]! / max($0.crossExtent, 1)).rounded(.up) * 20 }
            _ = engine.measureRows(near: viewport, overscan: .infinity, measure: lines)
            let cross = Double(Int.random(in: 1 ... 800, using: &random))
            let current = ids.map { engine.contentExtent(of: $0)! }
            // The reference: the stack made at that width, every row the host made measured there.
            var there = viewport
            there.size = Size(main: own.main(axis), cross: cross, axis: axis)
            var reference = engine
            reference.configuration.containerSize = there.containerSize(for: axis)
            _ = reference.measureRows(near: there, overscan: .infinity) { request in
                made.contains(request.row) ? lines(request) : current[ids.firstIndex(of: request.row)!]
            }
            // Most maxima lie near the length, where rows just before them decide the answer.
            let unbounded = reference.length(sizedBy: .fitsContent(), insets: insets, keyboard: keyboard)!
            let maximum = switch Int.random(in: 0 ..< 6, using: &random) {
            case 0: Double.infinity
            case 1: Double(Int.random(in: 0 ... 3_000, using: &random))
            default: max(0, unbounded + Double(Int.random(in: -300 ... 100, using: &random)))
            }
            let expected = reference.length(sizedBy: .fitsContent(upTo: maximum), insets: insets, keyboard: keyboard)
            let length = engine.length(sizedBy: .fitsContent(upTo: maximum), across: cross, in: viewport, keyboard: keyboard) { request in
                made.contains(request.row) ? lines(request) : nil
            }
            #expect(length == expected, "round \(round): \(ids.count) rows, \(own) across \(cross), up to \(maximum), keyboard \(keyboard.applied)")
            #expect(engine.configuration.containerSize == viewport.containerSize(for: axis) && ids.map { engine.contentExtent(of: $0)! } == current)
        }
    }
}

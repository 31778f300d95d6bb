// Separators through transitions: a separator never slides over its own row's content, appears
// or disappears only where it exists, and every transition starts and ends on the engine's frames,
// for every kind of change on both axes and both separator placements.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Separators through transitions")
struct TransitionSeparatorTests {
    /// The terminal's configuration: appended separators, the last one hidden.
    static func appendedStack(axis: StackAxis, rows: Int) -> (StackEngine, [RowID]) {
        var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 40, height: 40))
        configuration.separatorPlacement = .appended
        configuration.automaticallyHidesLastSeparator = true
        var engine = StackEngine(configuration: configuration)
        let ids = engine.append(contentsOf: (0 ..< rows).map { _ in RowSpec.fixed(1) })
        return (engine, ids)
    }

    @Test("the row that becomes last loses its separator at once, never sliding it over its content",
          arguments: StackAxis.allCases)
    func rowBecomingLast(axis: StackAxis) {
        let changes: [(String, (inout StackEngine, [RowID]) -> Void)] = [
            ("remove the last row", { engine, ids in engine.remove(ids[1]) }),
            ("hide the last row", { engine, ids in engine.setHidden(true, forRow: ids[1]) }),
            ("move the last row to the top", { engine, ids in engine.move(ids[1], to: 0) }),
        ]
        for (name, change) in changes {
            var (engine, ids) = Self.appendedStack(axis: axis, rows: 2)
            let before = engine
            change(&engine, ids)
            let area = Rect(x: 0, y: 0, width: 40, height: 40)
            let transition = Transition(from: before, to: engine, in: area, timing: .linear(duration: 1))
            let first = transition.transition(of: ids[0])!
            // Row 0 had a separator (one cell after its one-cell content) and has none afterwards.
            #expect(first.from.separator != nil && first.to.separator == nil, "\(name)")
            #expect(first.frames(atProgress: 0).separator == first.from.separator, "\(name)")
            for progress in [0.25, 0.5, 0.75, 1] {
                let frames = first.frames(atProgress: progress)
                #expect(frames.separator == nil, "\(name) at \(progress)")
                #expect(frames.content == first.from.content || name.hasPrefix("move"), "\(name) at \(progress)")
            }
        }
    }

    @Test("a row that gains a separator shows it at the end; a disappearing row folds its own away",
          arguments: StackAxis.allCases)
    func gainingAndFolding(axis: StackAxis) {
        var (engine, ids) = Self.appendedStack(axis: axis, rows: 3)
        let before = engine
        let added = engine.append(.fixed(1))
        engine.remove(ids[1])
        let transition = Transition(from: before, to: engine, in: Rect(x: 0, y: 0, width: 40, height: 40),
                                    timing: .linear(duration: 1))
        let formerLast = transition.transition(of: ids[2])!
        #expect(formerLast.from.separator == nil && formerLast.to.separator != nil)
        #expect(formerLast.frames(atProgress: 0.5).separator == nil)
        #expect(formerLast.frames(atProgress: 1).separator == formerLast.to.separator)
        #expect(transition.transition(of: added)!.frames(atProgress: 0.5).separator == nil)
        // The removed middle row's separator stays at its collapsing end edge.
        let removed = transition.transition(of: ids[1])!
        #expect(removed.kind == .disappearing)
        let halfway = removed.frames(atProgress: 0.5)
        #expect(halfway.separator.map { $0.maxMain(axis) } == halfway.row.maxMain(axis))
        #expect(removed.frames(atProgress: 1).separator == nil)
    }

    @Test("random changes on both axes and placements: transitions start and end on the engine's frames, and separators follow the rule",
          arguments: StackAxis.allCases, [SeparatorPlacement.appended, .overlay])
    func randomChanges(axis: StackAxis, placement: SeparatorPlacement) {
        var random = SeededGenerator(seed: axis == .vertical ? 0x5E9A : 0x5E9B)
        for round in 0 ..< 300 {
            var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 60, height: 60))
            configuration.separatorPlacement = placement
            configuration.automaticallyHidesLastSeparator = Bool.random(using: &random)
            configuration.hidesSeparatorsByDefault = Int.random(in: 0 ..< 4, using: &random) == 0
            configuration.separatorThickness = [1, 2][Int.random(in: 0 ..< 2, using: &random)]
            configuration.spacing = [0, 1][Int.random(in: 0 ..< 2, using: &random)]
            configuration.rowInsets = Insets(all: [0, 1][Int.random(in: 0 ..< 2, using: &random)])
            var engine = StackEngine(configuration: configuration)
            var ids = engine.append(contentsOf: (0 ..< Int.random(in: 0 ... 6, using: &random)).map { _ in
                RowSpec.fixed(Double(Int.random(in: 1 ... 4, using: &random)))
            })
            for id in ids where Int.random(in: 0 ..< 5, using: &random) == 0 { engine.setHidden(true, forRow: id) }
            let before = engine
            var changes: [String] = []
            for _ in 0 ..< Int.random(in: 1 ... 3, using: &random) {
                let row = ids.randomElement(using: &random)
                switch Int.random(in: 0 ..< 6, using: &random) {
                case 0:
                    let index = Int.random(in: 0 ... engine.count, using: &random)
                    ids.append(engine.insert(.fixed(Double(Int.random(in: 1 ... 4, using: &random))), at: index))
                    changes.append("insert at \(index)")
                case 1:
                    if let row { engine.remove(row); changes.append("remove \(row)") }
                case 2:
                    if let row { engine.setHidden(true, forRow: row); changes.append("hide \(row)") }
                case 3:
                    if let row { engine.setHidden(false, forRow: row); changes.append("show \(row)") }
                case 4:
                    if let row, engine.count > 0 {
                        let index = Int.random(in: 0 ..< engine.count, using: &random)
                        engine.move(row, to: index)
                        changes.append("move \(row) to \(index)")
                    }
                default:
                    if let row {
                        let hidden = Bool.random(using: &random)
                        engine.setSeparator(RowSeparator(isHidden: hidden), forRow: row)
                        changes.append("separator of \(row) hidden: \(hidden)")
                    }
                }
            }
            let area = Rect(x: -10, y: -10, width: 80, height: 80)
            let transition = Transition(from: before, to: engine, in: area, timing: .linear(duration: 1))
            let context = "round \(round): \(changes)"
            for row in transition.rows {
                let old = before.layout(of: row.row).flatMap { $0.isHidden ? nil : $0.frames }
                let new = engine.layout(of: row.row).flatMap { $0.isHidden ? nil : $0.frames }
                switch row.kind {
                case .appearing:
                    #expect(row.frames(atProgress: 1) == new, "\(context): appearing \(row.row)")
                    #expect(row.frames(atProgress: 0.5).separator == nil, "\(context)")
                case .disappearing:
                    #expect(row.frames(atProgress: 0) == old, "\(context): disappearing \(row.row)")
                    #expect(row.frames(atProgress: 1).separator == nil, "\(context)")
                    let halfway = row.frames(atProgress: 0.5)
                    #expect((halfway.separator != nil) == (row.from.separator != nil), "\(context)")
                case .moving, .stationary:
                    #expect(row.frames(atProgress: 0) == old && row.frames(atProgress: 1) == new, "\(context): \(row.row)")
                    for progress in [0.25, 0.5, 0.75] {
                        let frames = row.frames(atProgress: progress)
                        let both = row.from.separator != nil && row.to.separator != nil
                        #expect((frames.separator != nil) == both, "\(context): \(row.row) at \(progress)")
                        // An appended separator sits after the content, never on it.
                        if placement == .appended, let separator = frames.separator, frames.content.size.main(axis) > 0 {
                            #expect(separator.minMain(axis) >= frames.content.maxMain(axis) - 1e-9,
                                    "\(context): \(row.row)'s separator over its content at \(progress)")
                        }
                    }
                }
            }
        }
    }

    /// The reliability review's S1: a row removed while an earlier animation still showed it
    /// broader than the stack now is (the stack had shrunk across its axis) collapsed with its
    /// separator glued to the row's far corner, so across the axis the separator slid past the
    /// row's edge and the terminal drew it outside the stack.
    @Test("a disappearing row's separator stays within the row across the axis, however the row's breadth changes",
          arguments: StackAxis.allCases, [false, true])
    func foldingAcrossABreadthChange(axis: StackAxis, rightToLeft: Bool) {
        var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 40, height: 40))
        configuration.separatorPlacement = .appended
        configuration.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        var engine = StackEngine(configuration: configuration)
        let ids = engine.append(contentsOf: (0 ..< 4).map { _ in RowSpec.fixed(3) })
        let area = Rect(x: 0, y: 0, width: 40, height: 40)
        // An animated insert, interrupted half way by a removal after the stack got narrower.
        let start = engine
        engine.insert(.fixed(2), at: .top)
        let running = Transition(from: start, to: engine, in: area, timing: .linear(duration: 1))
        engine.configuration.containerSize = axis == .vertical ? Size(width: 24, height: 40) : Size(width: 40, height: 24)
        let narrower = engine.layoutSnapshot(around: area)
        engine.remove(ids[1])
        let transition = Transition(from: narrower, to: engine, in: area, timing: .linear(duration: 1),
                                    interrupting: (running, 0.5))
        let leaving = transition.transition(of: ids[1])!
        #expect(leaving.kind == .disappearing && leaving.from.row.size.cross(axis) == 40)
        for step in 0 ..< 20 {
            let frames = leaving.frames(atProgress: Double(step) / 20)
            guard let separator = frames.separator else { continue }
            // (Within rounding: the extents are sums of interpolated doubles.)
            #expect(separator.minCross(axis) >= frames.row.minCross(axis) - 1e-9 && separator.maxCross(axis) <= frames.row.maxCross(axis) + 1e-9,
                    "at \(Double(step) / 20): separator \(separator) leaves row \(frames.row)")
        }
    }
}

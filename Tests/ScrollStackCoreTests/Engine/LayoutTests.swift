// Where rows, their content and separators go: insets, padding, spacing, hidden rows, the last
// separator, overrides, and exact positions at ten million rows.

import ScrollStackCore
import Testing

@Suite("Layout")
struct LayoutTests {
    /// Insets everywhere, so every rule shows up in the numbers.
    static func styled(_ axis: StackAxis, placement: SeparatorPlacement = .overlay) -> StackConfiguration {
        StackConfiguration(
            axis: axis,
            containerSize: axis == .vertical ? Size(width: 100, height: 200) : Size(width: 200, height: 100),
            contentInsets: Insets(top: 5, left: 3, bottom: 7, right: 2),
            spacing: 4,
            rowInsets: Insets(top: 2, left: 6, bottom: 2, right: 6),
            rowPadding: Insets(all: 1),
            separatorThickness: 1,
            separatorInsets: Insets(top: 4, left: 10, bottom: 3, right: 5),
            separatorPlacement: placement)
    }

    @Test("vertical frames: content insets, spacing, row insets, padding and separator insets")
    func verticalFrames() {
        var engine = StackEngine(configuration: Self.styled(.vertical))
        let ids = engine.append(contentsOf: [.fixed(10), .fixed(20), .fixed(30)])
        let first = engine.frames(of: ids[0])!
        #expect(first.row == Rect(x: 3, y: 5, width: 95, height: 16))
        #expect(first.content == Rect(x: 10, y: 8, width: 81, height: 10))
        // The overlay separator sits on the row's last point, honouring both left and right insets.
        #expect(first.separator == Rect(x: 13, y: 20, width: 80, height: 1))
        #expect(engine.frames(of: ids[1])!.row == Rect(x: 3, y: 25, width: 95, height: 26))
        #expect(engine.frames(of: ids[2])!.row == Rect(x: 3, y: 55, width: 95, height: 36))
        #expect(engine.contentSize == Size(width: 100, height: 98))
    }

    @Test("horizontal frames use left/right along the axis and top/bottom across it")
    func horizontalFrames() {
        var engine = StackEngine(configuration: Self.styled(.horizontal))
        let ids = engine.append(contentsOf: [.fixed(10), .fixed(20), .fixed(30)])
        let first = engine.frames(of: ids[0])!
        #expect(first.row == Rect(x: 3, y: 5, width: 24, height: 88))
        #expect(first.content == Rect(x: 10, y: 8, width: 10, height: 82))
        // A vertical line at the row's end, honouring the top and bottom separator insets.
        #expect(first.separator == Rect(x: 26, y: 9, width: 1, height: 81))
        #expect(engine.frames(of: ids[1])!.row.minX == 31)
        #expect(engine.frames(of: ids[2])!.row == Rect(x: 69, y: 5, width: 44, height: 88))
        #expect(engine.contentSize == Size(width: 115, height: 100))
    }

    @Test("appended separators lengthen their row; overlay separators do not")
    func separatorPlacement() {
        var engine = StackEngine(configuration: Self.styled(.vertical, placement: .appended))
        let ids = engine.append(contentsOf: [.fixed(10), .fixed(20)])
        let first = engine.frames(of: ids[0])!
        #expect(first.row == Rect(x: 3, y: 5, width: 95, height: 17))
        #expect(first.separator == Rect(x: 13, y: 21, width: 80, height: 1))
        #expect(first.content.height == 10)
        engine.setSeparator(RowSeparator(isHidden: true), forRow: ids[0])
        #expect(engine.frames(of: ids[0])!.row.height == 16)
        #expect(engine.frames(of: ids[0])!.separator == nil)
        #expect(engine.frames(of: ids[1])!.row.minY == 5 + 16 + 4)
    }

    @Test("hidden rows take no space, no spacing and no separator, and sit where they would appear")
    func hiddenRows() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 50, height: 50), spacing: 4))
        let ids = engine.append(contentsOf: [.fixed(10), RowSpec(size: .fixed(20), isHidden: true), .fixed(30)])
        let hidden = engine.frames(of: ids[1])!
        #expect(hidden.row == Rect(x: 0, y: 14, width: 50, height: 0))
        #expect(hidden.separator == nil)
        #expect(engine.frames(of: ids[2])!.row.minY == 14)
        #expect(engine.contentSize.height == 44)
        engine.setHidden(false, forRow: ids[1])
        #expect(engine.frames(of: ids[2])!.row.minY == 38)
    }

    @Test("automatically hiding the last separator looks at the last visible row", arguments: [SeparatorPlacement.overlay, .appended])
    func lastVisibleSeparator(placement: SeparatorPlacement) {
        var configuration = StackConfiguration(containerSize: Size(width: 50, height: 50), separatorPlacement: placement)
        configuration.automaticallyHidesLastSeparator = true
        var engine = StackEngine(configuration: configuration)
        let ids = engine.append(contentsOf: [.fixed(10), .fixed(10), .fixed(10)])
        let extra = placement == .appended ? 1.0 : 0
        #expect(engine.frames(of: ids[1])!.separator != nil)
        #expect(engine.frames(of: ids[2])!.separator == nil)
        #expect(engine.contentSize.height == 30 + 2 * extra)
        // Hiding the last row moves the rule to the row before it.
        engine.setHidden(true, forRow: ids[2])
        #expect(engine.frames(of: ids[1])!.separator == nil)
        #expect(engine.frames(of: ids[1])!.row.height == 10)
        #expect(engine.frames(of: ids[0])!.separator != nil)
        #expect(engine.contentSize.height == 20 + extra)
        // The hidden row after the last visible one sits at the content's end.
        #expect(engine.frames(of: ids[2])!.row.minY == engine.contentSize.height)
        engine.setHidden(false, forRow: ids[2])
        #expect(engine.frames(of: ids[1])!.separator != nil)
        // Without the rule the last row keeps its separator.
        engine.configuration.automaticallyHidesLastSeparator = false
        #expect(engine.frames(of: ids[2])!.separator != nil)
        #expect(engine.contentSize.height == 30 + 3 * extra)
    }

    @Test("separators hidden by default can be shown per row, and per-row hiding wins over the default")
    func separatorDefaults() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 50, height: 50),
                                                                     hidesSeparatorsByDefault: true))
        let ids = engine.append(contentsOf: [.fixed(10), RowSpec(size: .fixed(10), separator: RowSeparator(isHidden: false))])
        #expect(engine.frames(of: ids[0])!.separator == nil)
        #expect(engine.frames(of: ids[1])!.separator != nil)
        engine.configuration.hidesSeparatorsByDefault = false
        engine.setSeparator(RowSeparator(isHidden: true, thickness: 3), forRow: ids[1])
        #expect(engine.frames(of: ids[0])!.separator?.height == 1)
        #expect(engine.frames(of: ids[1])!.separator == nil)
        engine.setSeparator(RowSeparator(thickness: 3), forRow: ids[1])
        #expect(engine.frames(of: ids[1])!.separator?.height == 3)
    }

    @Test("stack defaults apply to existing rows that have not overridden them")
    func defaultsApplyToExistingRows() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 100, height: 50)))
        let ids = engine.append(contentsOf: [.fixed(10), RowSpec(size: .fixed(10), insets: .zero)])
        engine.configuration.rowInsets = Insets(vertical: 12, horizontal: 16)
        #expect(engine.frames(of: ids[0])!.row.height == 34)
        #expect(engine.frames(of: ids[0])!.content == Rect(x: 16, y: 12, width: 68, height: 10))
        #expect(engine.frames(of: ids[1])!.row.height == 10)
        engine.configuration.spacing = 5
        #expect(engine.frames(of: ids[1])!.row.minY == 39)
        engine.configuration.contentInsets = Insets(top: 1, left: 0, bottom: 2, right: 0)
        #expect(engine.contentSize.height == 1 + 34 + 5 + 10 + 2)
    }

    @Test("switching the axis keeps per-row settings and swaps which insets are main-axis insets")
    func axisSwitch() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 80, height: 60)))
        let row = engine.append(RowSpec(size: .fixed(10), insets: Insets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(engine.frames(of: row)!.row == Rect(x: 0, y: 0, width: 80, height: 14))
        engine.configuration.axis = .horizontal
        #expect(engine.frames(of: row)!.row == Rect(x: 0, y: 0, width: 16, height: 60))
        #expect(engine.spec(of: row)!.insets == Insets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("every frame can be enumerated in order, hidden rows included")
    func enumeration() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 10, height: 10)))
        let ids = engine.append(contentsOf: (0 ..< 200).map { RowSpec(size: .fixed(Double($0)), isHidden: $0 % 3 == 0) })
        var seen: [RowID] = []
        var offset = 0.0
        engine.forEachLayout { layout in
            seen.append(layout.id)
            #expect(layout.isHidden == (layout.index % 3 == 0))
            #expect(layout.frames.row.minY == offset)
            if !layout.isHidden { offset += Double(layout.index) }
        }
        #expect(seen == ids)
        #expect(engine.contentSize.height == offset)
    }

    /// A change to the stack's separators re-derives every row's extent and every sum at once; the
    /// sums must leave hidden rows out, in leaves with none, some and only hidden rows, and in
    /// the rows after the last shown one.
    @Test("re-deriving every extent leaves hidden rows out of the sums", arguments: [false, true])
    func rederivedExtentsSkipHiddenRows(withOverrides: Bool) {
        var engine = StackEngine(configuration: StackConfiguration(
            containerSize: Size(width: 10, height: 10), separatorThickness: 1, separatorPlacement: .appended))
        let count = 1_000
        // Rows 200 ..< 330 are all hidden (two whole leaves of 64), every seventh row elsewhere, and
        // the last 10; one row in three of the first half has its own separator when asked.
        func isHidden(_ i: Int) -> Bool { (200 ..< 330).contains(i) || i % 7 == 3 || i >= count - 10 }
        let ids = engine.append(contentsOf: (0 ..< count).map { i in
            var spec = RowSpec(size: .fixed(Double(i % 13 + 1)), isHidden: isHidden(i))
            if withOverrides && i < count / 2 && i % 3 == 0 { spec.separator = RowSeparator(thickness: 5) }
            return spec
        })
        for thickness in [2.0, 0, 3, 1] {
            engine.configuration.separatorThickness = thickness
            var offset = 0.0
            var index = 0
            engine.forEachLayout { layout in
                let i = layout.index
                #expect(i == index && layout.id == ids[i])
                #expect(layout.isHidden == isHidden(i))
                #expect(layout.frames.row.minY == offset, "row \(i), separators \(thickness)")
                let own = withOverrides && i < count / 2 && i % 3 == 0
                let extent = Double(i % 13 + 1) + (own ? 5 : thickness)
                if !isHidden(i) {
                    #expect(layout.frames.row.height == extent, "row \(i), separators \(thickness)")
                    offset += extent
                }
                index += 1
            }
            #expect(index == count)
            #expect(engine.contentSize.height == offset)
            #expect(engine.offset(of: ids[count - 11]).map { $0 + engine.frames(of: ids[count - 11])!.row.height } == offset)
            #expect(engine.offset(of: ids[340]) == engine.frames(at: 340).row.minY)
        }
    }

    /// Offsets are sums of Doubles kept exact: at ten million rows of whole-point heights (content
    /// over 1.6 billion points) every offset still equals the integer sum.
    @Test("positions are exact at ten million rows")
    func exactAtTenMillionRows() {
        var engine = StackEngine(configuration: StackConfiguration(containerSize: Size(width: 390, height: 844)))
        engine.recordsEvents = false
        var heights: [Int] = []
        heights.reserveCapacity(10_000_000)
        var state: UInt64 = 0x5EED_2024_0390_0844
        for _ in 0 ..< 10_000_000 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            heights.append(20 + Int((z ^ (z >> 31)) % 281) + 1)
        }
        let ids = engine.append(contentsOf: heights.lazy.map { .fixed(Double($0)) })
        var total = 0
        for (i, height) in heights.enumerated() {
            if i % 999_983 == 0 || i == heights.count - 1 {
                #expect(engine.offset(of: ids[i]) == Double(total), "row \(i)")
            }
            total += height
        }
        #expect(engine.contentSize.height == Double(total))
        // Resize the middle row and check the last offset again.
        let middle = heights.count / 2
        engine.setSize(.fixed(Double(heights[middle] + 7)), forRow: ids[middle])
        #expect(engine.offset(of: ids.last!) == Double(total - heights.last! + 7))
    }
    @Test("a row's settings are its own choices over the stack's defaults, and its frames follow them",
          arguments: [StackAxis.vertical, .horizontal])
    func rowSettings(axis: StackAxis) {
        var configuration = StackConfiguration(axis: axis, containerSize: Size(width: 300, height: 300),
                                               rowInsets: Insets(all: 4), separatorThickness: 2,
                                               separatorInsets: Insets(all: 3), separatorPlacement: .appended)
        configuration.rowPadding = Insets(all: 1)
        var engine = StackEngine(configuration: configuration)
        let plain = RowSpec.fixed(20)
        var chosen = RowSpec.fixed(20)
        chosen.insets = Insets(top: 5, left: 6, bottom: 7, right: 8)
        chosen.separator = RowSeparator(isHidden: false, insets: Insets(all: 9), thickness: -1)
        let ids = engine.append(contentsOf: [plain, chosen, plain])
        let defaults = configuration.settings(of: plain)
        #expect(defaults.insets == Insets(all: 4) && defaults.padding == Insets(all: 1) && !defaults.isSeparatorHidden)
        #expect(defaults.separatorInsets == Insets(all: 3) && defaults.separatorThickness == 2)
        let settings = configuration.settings(of: chosen)
        #expect(settings.insets == chosen.insets && settings.padding == Insets(all: 1) && settings.separatorThickness == 0)
        #expect(settings.margins == Insets(top: 6, left: 7, bottom: 8, right: 9))
        for (id, spec) in zip(ids, [plain, chosen, plain]) {
            let frames = engine.frames(of: id)!
            let resolved = configuration.settings(of: spec)
            #expect(frames.content.minMain(axis) - frames.row.minMain(axis) == resolved.margins.mainStart(axis))
            #expect(frames.content.minCross(axis) == resolved.margins.crossStart(axis))
            #expect(frames.row.size.main(axis) == 20 + resolved.margins.mainTotal(axis) + resolved.separatorThickness)
            #expect(frames.separator?.minCross(axis) == resolved.separatorInsets.crossStart(axis))
        }
        // A host gives a row other settings, or fixes and frees its length: size and hidden state stay.
        var other = RowSpec.fixed(99)
        other.padding = Insets(all: 2)
        engine.setHidden(true, forRow: ids[0])
        let settled = engine.setSettings(of: other, forRow: ids[0])
        #expect(settled)
        #expect(engine.spec(of: ids[0])!.padding == Insets(all: 2) && engine.spec(of: ids[0])!.size == .fixed(20))
        #expect(engine.isHidden(ids[0]) == true && engine.spec(of: ids[0])!.insets == nil)
        let fixed = engine.setFixedExtent(30, forRow: ids[1])
        #expect(fixed && engine.spec(of: ids[1])!.size == .fixed(30))
        engine.setFixedExtent(nil, forRow: ids[1])
        #expect(engine.spec(of: ids[1])!.size == .fitting && engine.needsMeasurement(ids[1]))
        engine.setSize(.estimated(40), forRow: ids[2])
        engine.setMeasuredExtent(25, of: ids[2])
        engine.setFixedExtent(nil, forRow: ids[2])
        #expect(engine.measuredExtent(of: ids[2]) == 25 && !engine.needsMeasurement(ids[2]))
        var elsewhere = StackEngine(configuration: configuration)
        let foreign = elsewhere.append(.fixed(1))
        let unknown = [engine.setFixedExtent(1, forRow: foreign), engine.setSettings(of: other, forRow: foreign)]
        #expect(unknown == [false, false])
        // The stack's defaults change; rows that chose keep their choice.
        engine.configuration.rowInsets = Insets(all: 10)
        #expect(engine.configuration.settings(of: plain).insets == Insets(all: 10))
        #expect(engine.configuration.settings(of: chosen).insets == chosen.insets)
    }
}

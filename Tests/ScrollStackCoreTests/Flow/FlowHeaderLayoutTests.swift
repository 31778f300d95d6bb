// A flow item's header: its buttons at the leading and trailing edges, mirrored right to left, and
// its title centred between them.

import ScrollStackCore
import Testing

@Suite("Flow header layout")
struct FlowHeaderLayoutTests {
    @Test("back leads and next trails, in either direction; the title is centred and never negative")
    func mirrored() {
        let ltr = FlowHeaderLayout(width: 390, backWidth: 40, nextWidth: 36, margin: 20, direction: .leftToRight)
        #expect(ltr.backX == 20 && ltr.nextX == 390 - 20 - 36)
        #expect(ltr.titleX == 80 && ltr.titleWidth == 390 - 160)
        let rtl = FlowHeaderLayout(width: 390, backWidth: 40, nextWidth: 36, margin: 20, direction: .rightToLeft)
        // Right to left, each button sits where the other's mirror image would: back at the right.
        #expect(rtl.backX == 390 - 20 - 40 && rtl.nextX == 20)
        #expect(rtl.backX + 40 == 390 - ltr.backX && rtl.nextX == 390 - (ltr.nextX + 36))
        #expect(rtl.titleX == ltr.titleX && rtl.titleWidth == ltr.titleWidth)
        let narrow = FlowHeaderLayout(width: 100, backWidth: 60, nextWidth: 0, margin: 20, direction: .rightToLeft)
        #expect(narrow.titleWidth == 0 && narrow.backX == 20)
    }
}

// Contrast between colours whose look is known, and the focus band that keeps text readable on it.

import ScrollStackTerminal
import Testing

@Suite("Colour contrast")
struct ColorContrastTests {
    @Test("the WCAG ratio of fixed colours: 21 for white on black, 1 for a colour on itself; none for a theme's colours")
    func ratios() {
        #expect(TerminalColor.rgb(255, 255, 255).contrastRatio(with: .rgb(0, 0, 0)) == 21)
        #expect(TerminalColor.palette(16).contrastRatio(with: .rgb(0, 0, 0)) == 1)
        #expect(TerminalColor.palette(231).fixedRGB! == (255, 255, 255) && TerminalColor.palette(244).fixedRGB! == (128, 128, 128))
        // Palette 243 (#767676) is the grey that reads at 4.5:1 on both white and black.
        let grey = TerminalColor.palette(243)
        #expect(grey.contrastRatio(with: .rgb(255, 255, 255))! >= 4.5 && grey.contrastRatio(with: .rgb(0, 0, 0))! >= 4.5)
        #expect(TerminalColor.palette(4).contrastRatio(with: .palette(255)) == nil && TerminalColor.standard.fixedRGB == nil)
    }

    @Test("on the focus band, text whose colour would not read there (a theme colour, a dark fixed one, dim) is drawn light; a light fixed colour keeps its colour")
    func focusBand() {
        let stack = TerminalStack(width: 30, height: 6)
        let styles = [TextStyle(foreground: .palette(4)), TextStyle(foreground: .palette(17)), TextStyle(dim: true),
                      TextStyle(foreground: .palette(229))]
        let rows = styles.map { style in stack.append(TextContent("word", style: style), action: { _ in }) }
        for (row, style) in zip(rows, styles) {
            stack.focus(row)
            var canvas = Canvas(width: 30, height: 6)
            stack.draw(into: &canvas)
            let y = (0 ..< 6).first { canvas.line($0).contains("word") && canvas[1, $0].style.background == .palette(237) }
            guard let y else {
                Issue.record("\(style): no focused line")
                continue
            }
            let drawn = canvas[1, y].style
            let expected: TerminalColor = style.foreground == .palette(229) ? .palette(229) : .palette(255)
            #expect(drawn.foreground == expected && !drawn.dim, "\(style) drew as \(drawn)")
            #expect(drawn.foreground.contrastRatio(with: .palette(237))! >= 4.5)
        }
    }
}

// Keeping content clear of the keyboard: the inset a stack adds, when it applies, and what it keeps
// of the app's own inset.

import ScrollStackCore
import ScrollStackTestSupport
import Testing

@Suite("Keyboard avoidance")
struct KeyboardTests {
    let phone = Rect(x: 0, y: 0, width: 390, height: 844)

    @Test("the inset is the keyboard's overlap less the bottom safe area, and nothing for keyboards that do not cover a full-width band")
    func bottomInset() {
        let keyboard = Rect(x: 0, y: 844 - 336, width: 390, height: 336)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: phone, keyboardFrame: keyboard, existingBottomInset: 34) == 302)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: phone, keyboardFrame: keyboard, existingBottomInset: 0) == 336)
        // A container ending above the keyboard: nothing covered.
        let upper = Rect(x: 0, y: 0, width: 390, height: 400)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: upper, keyboardFrame: keyboard, existingBottomInset: 0) == 0)
        // A container partly covered: only its covered part counts.
        let lower = Rect(x: 0, y: 600, width: 390, height: 244)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: lower, keyboardFrame: keyboard, existingBottomInset: 0) == 244)
        // Hidden (zero-sized, or moved off screen) and floating keyboards.
        #expect(KeyboardAvoidance.bottomInset(containerFrame: phone, keyboardFrame: .zero, existingBottomInset: 0) == 0)
        let offscreen = Rect(x: 0, y: 844, width: 390, height: 336)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: phone, keyboardFrame: offscreen, existingBottomInset: 0) == 0)
        let floating = Rect(x: 100, y: 500, width: 320, height: 250)
        let pad = Rect(x: 0, y: 0, width: 1024, height: 1366)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: pad, keyboardFrame: floating, existingBottomInset: 0) == 0)
        // A safe area larger than the overlap never makes the inset negative.
        let short = Rect(x: 0, y: 820, width: 390, height: 24)
        #expect(KeyboardAvoidance.bottomInset(containerFrame: phone, keyboardFrame: short, existingBottomInset: 34) == 0)
    }

    @Test("the keyboard's share of the inset comes and goes, the app's own part stays, and it never goes negative")
    func keyboardInset() {
        var tracker = KeyboardInset()
        var inset = 0.0            // the scroll view's bottom content inset
        let safeArea = 34.0        // kept clear besides it (the home indicator)
        let phone = Rect(x: 0, y: 0, width: 390, height: 844)
        func apply(_ keyboard: Rect?, container: Rect? = phone) {
            inset = tracker.contentInset(keyboardFrame: keyboard, containerFrame: container, contentInset: inset,
                                         adjustedInset: inset + safeArea)
        }
        apply(Rect(x: 0, y: 844 - 336, width: 390, height: 336))
        #expect(inset == 302 && tracker.applied == 302)
        // A taller keyboard (a suggestion bar): only the difference.
        apply(Rect(x: 0, y: 844 - 380, width: 390, height: 380))
        #expect(inset == 346)
        // The app sets its own 50 points while the keyboard shows (a bottom bar, say): kept, and the
        // keyboard's share shrinks by what the app's inset already covers.
        inset = 50
        apply(Rect(x: 0, y: 844 - 380, width: 390, height: 380))
        #expect(inset == 50 + 296 && tracker.applied == 296)
        // The keyboard goes: the app's 50 stay; never negative.
        apply(nil)
        #expect(inset == 50 && tracker.applied == 0)
        inset = 0
        apply(nil)
        #expect(inset == 0)
        // The container moves (a sheet detent) while the keyboard shows: recomputed from the frame.
        apply(Rect(x: 0, y: 844 - 336, width: 390, height: 336))
        apply(Rect(x: 0, y: 844 - 336, width: 390, height: 336), container: Rect(x: 0, y: 0, width: 390, height: 500))
        #expect(inset == 0)
        // Off screen (no container frame): nothing added.
        apply(Rect(x: 0, y: 844 - 336, width: 390, height: 336), container: nil)
        #expect(inset == 0 && tracker.applied == 0)
    }

    @Test("only a vertical stack, with avoidance on and no avoiding stack around it, avoids the keyboard")
    func whoAvoids() {
        #expect(KeyboardInset.applies(to: .vertical, isEnabled: true, insideAnAvoidingStack: false))
        #expect(!KeyboardInset.applies(to: .horizontal, isEnabled: true, insideAnAvoidingStack: false))
        #expect(!KeyboardInset.applies(to: .vertical, isEnabled: false, insideAnAvoidingStack: false))
        #expect(!KeyboardInset.applies(to: .vertical, isEnabled: true, insideAnAvoidingStack: true))
    }

    @Test("revealing a rect scrolls as little as possible, with the margin, clamped", arguments: [StackAxis.vertical, .horizontal])
    func reveal(axis: StackAxis) {
        var engine = StackEngine(configuration: StackConfiguration(axis: axis, containerSize: Size(width: 400, height: 400)))
        engine.append(contentsOf: Array(repeating: RowSpec.fixed(100), count: 20))   // 2,000 long
        var random = SeededGenerator(seed: 0xCEE)
        for _ in 0 ..< 500 {
            let start = Double(Int.random(in: -50 ... 2_050, using: &random))
            let length = Double(Int.random(in: 1 ... 500, using: &random))
            let offset = Double(Int.random(in: 0 ... 1_600, using: &random))
            let bottom = Double(Int.random(in: 0 ... 300, using: &random))   // a keyboard's inset
            let margin = Double(Int.random(in: 0 ... 20, using: &random))
            let viewport = Viewport(offset: Point(main: offset, cross: 0, axis: axis), size: Size(width: 400, height: 400),
                                    insets: axis == .vertical ? Insets(top: 0, left: 0, bottom: bottom, right: 0)
                                                              : Insets(top: 0, left: 0, bottom: 0, right: bottom))
            let rect = Rect(mainStart: start, mainExtent: length, crossStart: 10, crossExtent: 30, axis: axis)
            let result = engine.scrollOffset(toReveal: rect, margin: margin, in: viewport).main(axis)
            let range = engine.offsetRange(in: viewport)
            #expect(range.contains(result))
            let visible = Viewport(offset: Point(main: result, cross: 0, axis: axis), size: viewport.size, insets: viewport.insets).visibleRect
            let wanted = (rect.minMain(axis) - margin, rect.maxMain(axis) + margin)
            let fits = wanted.1 - wanted.0 <= visible.size.main(axis)
            let shownBefore = wanted.0 >= viewport.visibleRect.minMain(axis) && wanted.1 <= viewport.visibleRect.maxMain(axis)
            if shownBefore {
                #expect(result == offset)   // already showing: no scroll
            } else if result > range.lowerBound && result < range.upperBound {
                if fits {
                    // Shown, and touching the edge it came in from (the least scrolling).
                    #expect(wanted.0 >= visible.minMain(axis) - 1e-9 && wanted.1 <= visible.maxMain(axis) + 1e-9)
                    #expect(abs(wanted.0 - visible.minMain(axis)) < 1e-9 || abs(wanted.1 - visible.maxMain(axis)) < 1e-9)
                } else {
                    #expect(abs(wanted.0 - visible.minMain(axis)) < 1e-9)
                }
            }
        }
    }
}

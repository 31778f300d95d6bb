// The README's flow example, verbatim between the markers (CI checks that they match).

import ScrollStackCore
import Testing

@Test("the README's flow example")
func flowReadmeExample() {
    // README example begin
    var flow = StackFlow(direction: .down, separation: .line(thickness: 1),
                         fading: .tint(preLastAlpha: 0.9, alphaDecrement: 0.2))
    flow.containerSize = Size(width: 390, height: 600)

    let email = flow.push(extent: 200).pushed!   // the host measured its view: 200 points
    let push = flow.push(extent: 150)           // the newest step sits against the bottom edge
    let password = push.pushed!
    // Tell your delegate `push.willEvents` now, animate `push.transition` (exact from/to frames and
    // opacities), and tell it `push.didEvents` when the animation ends.

    let newest = flow.layout(of: password)!     // frame y 450, height 150; depth 0, interactive
    let older = flow.layout(of: email)!         // frame y 249: above it and its 1-point line
    let cover = older.fade.tintOpacity          // 0.1: shows 90 % of itself under the tint

    // Gestures become requests; you decide what to do with them.
    let tap = flow.request(forTapOn: email)     // .pop(count: 1): "go back to this step"
    let swipe = flow.request(forSwipe: .down)   // .pop(count: 1): toward the head edge
    let back = flow.pop(-1)                     // nothing popped, no trap
    let all = flow.pop(5)                       // both popped; wasClamped == true
    // README example end

    #expect(newest.frame == Rect(x: 0, y: 450, width: 390, height: 150) && newest.isInteractive)
    #expect(older.frame == Rect(x: 0, y: 249, width: 390, height: 200) && !older.isInteractive)
    #expect(abs(cover - 0.1) < 1e-12)
    #expect(push.willEvents == [.willPush(password)] && push.didEvents == [.didPush(password)])
    #expect(tap == .pop(count: 1) && swipe == .pop(count: 1))
    #expect(back.isEmpty && back.willEvents.isEmpty && back.wasClamped)
    #expect(all.popped == [password, email] && all.wasClamped && flow.isEmpty)
}

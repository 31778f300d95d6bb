// FlowPlayback: the order of a flow's will-events, transitions, did-events, completions and
// releases, including changes begun from a completion and transitions superseded before shown.

@_spi(Hosting) import ScrollStackCore
import Testing

@Suite("Flow playback")
struct FlowPlaybackTests {
    /// A readable form of the steps up to now.
    static func drain(_ playback: inout FlowPlayback<String>) -> [String] {
        var steps: [String] = []
        while let step = playback.next() {
            switch step {
            case .event(let event): steps.append("\(event)")
            case .completion(let name): steps.append("completion \(name)")
            case .show: steps.append("show")
            case .release(let items): steps.append("release \(items.count)")
            }
        }
        return steps
    }

    static func name(_ event: FlowEvent, _ names: [RowID: String]) -> String {
        switch event {
        case .willPush(let id): "willPush \(names[id] ?? "?")"
        case .didPush(let id): "didPush \(names[id] ?? "?")"
        case .willPop(let id): "willPop \(names[id] ?? "?")"
        case .didPop(let id): "didPop \(names[id] ?? "?")"
        }
    }

    @Test("a push: will-event, transition; did-event and completion when it ends; a stale end is ignored")
    func push() {
        var flow = StackFlow(containerSize: Size(width: 100, height: 100), timing: .linear(duration: 1))
        var playback = FlowPlayback<String>()
        playback.begin(flow.push(extent: 10), at: 0, completion: "A")
        var steps = Self.drain(&playback)
        #expect(steps.count == 2 && steps[0].hasPrefix("willPush") && steps[1] == "show")
        #expect(playback.isRunning && playback.running(at: 0.25)?.elapsed == 0.25)
        playback.advance(to: 0.5)
        #expect(Self.drain(&playback).isEmpty)
        playback.advance(to: 1)
        steps = Self.drain(&playback)
        #expect(steps.count == 2 && steps[0].hasPrefix("didPush") && steps[1] == "completion A")
        #expect(!playback.isRunning)
    }

    @Test("an interrupting change first ends the running one; popped items go when the newest transition ends")
    func interruption() {
        var flow = StackFlow(containerSize: Size(width: 100, height: 100), timing: .linear(duration: 1))
        var playback = FlowPlayback<String>()
        var names: [RowID: String] = [:]
        for name in ["A", "B", "C"] {
            let change = flow.push(extent: 10)
            names[change.pushed!] = name
            playback.begin(change, at: 0, completion: nil)
        }
        playback.advance(to: 1)
        _ = Self.drain(&playback)
        var tokens: [PlaybackToken] = []
        func take() -> [String] {
            var steps: [String] = []
            while let step = playback.next() {
                switch step {
                case .event(let event): steps.append(Self.name(event, names))
                case .completion(let name): steps.append("completion \(name)")
                case .show(_, let token):
                    tokens.append(token)
                    steps.append("show")
                case .release(let items): steps.append("release " + items.map { names[$0] ?? "?" }.joined(separator: ","))
                }
            }
            return steps
        }
        playback.begin(flow.pop(1, interrupting: playback.running(at: 2)), at: 2, completion: "pop C")
        #expect(take() == ["willPop C", "show"])
        let change = flow.push(extent: 10, interrupting: playback.running(at: 2.5))
        names[change.pushed!] = "D"
        playback.begin(change, at: 2.5, completion: "push D")
        #expect(take() == ["didPop C", "completion pop C", "willPush D", "show"])
        // The interrupted pop's animation ends: ignored. C is released when D's transition ends.
        playback.transitionEnded(tokens[0])
        #expect(take().isEmpty && playback.departingItems.count == 1)
        playback.transitionEnded(tokens[1])
        #expect(take() == ["didPush D", "completion push D", "release C"])
    }

    @Test("a change begun from an interrupted change's completion comes after it, and a superseded transition is never shown (T3)")
    func changeFromACompletion() {
        var flow = StackFlow(containerSize: Size(width: 100, height: 100), timing: .linear(duration: 1))
        var playback = FlowPlayback<String>()
        var names: [RowID: String] = [:]
        for name in ["A", "B"] {
            let change = flow.push(extent: 10)
            names[change.pushed!] = name
            playback.begin(change, at: 0, completion: nil)
        }
        playback.advance(to: 1)
        _ = Self.drain(&playback)
        var steps: [String] = []
        var shows = 0
        var time = 2.0
        func take() {
            while let step = playback.next() {
                switch step {
                case .event(let event): steps.append(Self.name(event, names))
                case .completion(let name):
                    steps.append("completion \(name)")
                    if name == "pop B" {
                        // The pop's completion pushes C while D's change is being played.
                        let change = flow.push(extent: 10, interrupting: playback.running(at: time))
                        names[change.pushed!] = "C"
                        playback.begin(change, at: time, completion: "push C")
                    }
                case .show:
                    shows += 1
                    steps.append("show")
                case .release(let items): steps.append("release " + items.map { names[$0] ?? "?" }.joined(separator: ","))
                }
            }
        }
        playback.begin(flow.pop(1, interrupting: playback.running(at: time)), at: time, completion: "pop B")
        take()
        time = 2.1
        let change = flow.push(extent: 10, interrupting: playback.running(at: time))
        names[change.pushed!] = "D"
        playback.begin(change, at: time, completion: "push D")
        take()
        #expect(steps == ["willPop B", "show", "didPop B", "completion pop B", "willPush D", "didPush D", "completion push D",
                          "willPush C", "show"])
        #expect(flow.items.map { names[$0] } == ["A", "D", "C"] && shows == 2)
        // The transition playing is C's, which moves D too.
        #expect(playback.running(at: time)?.transition.transition(of: flow.newestItem!) != nil)
    }

    @Test("a zero-length transition completes at once; a change that changes nothing only completes")
    func immediate() {
        var flow = StackFlow(containerSize: Size(width: 100, height: 100), timing: .linear(duration: 0))
        var playback = FlowPlayback<String>()
        playback.begin(flow.push(extent: 10), at: 0, completion: "push")
        var steps = Self.drain(&playback)
        #expect(steps.count == 3 && steps[0].hasPrefix("willPush") && steps[1].hasPrefix("didPush") && steps[2] == "completion push")
        playback.begin(flow.pop(0), at: 0, completion: "nothing")
        #expect(Self.drain(&playback) == ["completion nothing"])
        playback.begin(flow.pop(1), at: 0, completion: "pop")
        steps = Self.drain(&playback)
        #expect(steps.count == 4 && steps[0].hasPrefix("willPop") && steps[3] == "release 1")
    }
}

import ActivityKit
import Testing
@testable import Pennant

@Suite struct MatchActivityObserverTests {
    @Test func endedStateReportsEnd() async {
        let recorder = EndRecorder()
        let observer = MatchActivityObserver(onEnd: recorder.record)
        await observer.observe(id: "match-4411", states: [.active, .ended].async)
        #expect(await recorder.endedIDs == ["match-4411"])
    }

    @Test func dismissedStateReportsEnd() async {
        let recorder = EndRecorder()
        let observer = MatchActivityObserver(onEnd: recorder.record)
        await observer.observe(id: "match-4411", states: [.active, .dismissed].async)
        #expect(await recorder.endedIDs == ["match-4411"])
    }

    /// A stale activity is still on the Lock Screen and still takes updates.
    @Test func staleStateKeepsSessionAlive() async {
        let recorder = EndRecorder()
        let observer = MatchActivityObserver(onEnd: recorder.record)
        await observer.observe(id: "match-4411", states: [.active, .stale].async)
        #expect(await recorder.endedIDs.isEmpty)
    }

    @Test func staleThenEndedReportsEndOnce() async {
        let recorder = EndRecorder()
        let observer = MatchActivityObserver(onEnd: recorder.record)
        await observer.observe(id: "match-4411", states: [.active, .stale, .ended].async)
        #expect(await recorder.endedIDs == ["match-4411"])
    }
}

actor EndRecorder {
    private(set) var endedIDs: [String] = []
    func record(_ id: String) { endedIDs.append(id) }
}

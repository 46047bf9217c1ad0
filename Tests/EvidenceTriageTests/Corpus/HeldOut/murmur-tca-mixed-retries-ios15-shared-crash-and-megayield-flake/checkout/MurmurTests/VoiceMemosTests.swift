import ComposableArchitecture
import Testing
@testable import Murmur

@MainActor
struct VoiceMemosTests {

    @Test func recordAndPlayback() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: VoiceMemos.State()) { VoiceMemos() } withDependencies: {
            $0.continuousClock = clock
            $0.audioRecorder = .mock(duration: 2.5)
        }
        await store.send(.recordButtonTapped) { $0.recordingMemo = .mock }
        await clock.advance(by: .seconds(1))
        await store.receive(\.recordingMemo.timerUpdated) { $0.recordingMemo?.duration = 1 }
        await store.send(.recordingMemo(.presented(.stopButtonTapped)))
        await store.finish()
    }
}

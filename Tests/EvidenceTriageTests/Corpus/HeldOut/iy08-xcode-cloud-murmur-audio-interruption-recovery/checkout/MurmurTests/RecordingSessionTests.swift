import AVFoundation
import Testing
@testable import Murmur

final class FakeEngine: AudioEngineControlling {
    var isRunning = true
    func start() throws { isRunning = true }
    func stop() { isRunning = false }
}

final class FakeActivity: RecordingActivityControlling {
    var isActive = true
    func end(reason: String) { isActive = false }
}

struct Background: AppStateProviding { let isForeground = false }

@MainActor
@Suite struct RecordingSessionTests {
    @Test func interruptionEndedWithShouldResumeRestartsEngine() {
        let session = RecordingSession(engine: FakeEngine(), activity: FakeActivity(), appState: Background())
        session.handleInterruptionBegan(reason: .default)
        session.handleInterruptionEnded(options: .shouldResume)
        #expect(session.engineIsRunning == true)
    }

    @Test func liveActivitySurvivesShortInterruption() {
        let session = RecordingSession(engine: FakeEngine(), activity: FakeActivity(), appState: Background())
        session.handleInterruptionBegan(reason: .default)
        session.handleInterruptionEnded(options: .shouldResume)
        #expect(session.liveActivityIsActive == true)
    }

    @Test func interruptionWithoutShouldResumeStaysStopped() {
        let session = RecordingSession(engine: FakeEngine(), activity: FakeActivity(), appState: Background())
        session.handleInterruptionBegan(reason: .default)
        session.handleInterruptionEnded(options: [])
        #expect(session.engineIsRunning == false)
    }
}

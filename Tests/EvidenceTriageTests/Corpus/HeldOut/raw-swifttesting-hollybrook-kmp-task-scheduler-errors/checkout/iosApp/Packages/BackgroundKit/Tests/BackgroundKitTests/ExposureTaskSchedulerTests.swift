import BackgroundTasks
import Testing
@testable import BackgroundKit

@Suite struct ExposureTaskSchedulerTests {
    @Test func requestUsesProcessingIdentifier() throws {
        let submitter = FakeSubmitter()
        try ExposureTaskScheduler(submitter: submitter, log: .discarding).schedule()
        #expect(submitter.requests.map(\.identifier) == ["com.hollybrook.app.exposure-check"])
    }

    /// On the Simulator (and when the user turned Background App Refresh off) submit fails
    /// with BGTaskScheduler.Error.unavailable. The scheduler must log it and carry on; the
    /// shared KMP layer calls schedule() from the launch path, where a thrown error crashes.
    @Test func submitUnavailableIsLoggedNotThrown() throws {
        let submitter = FakeSubmitter(failWith: BGTaskScheduler.Error(.unavailable))
        let log = RecordingLog()
        try ExposureTaskScheduler(submitter: submitter, log: log).schedule()
        #expect(log.warnings.contains { $0.contains("unavailable") })
    }
}

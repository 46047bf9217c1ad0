import BackgroundTasks
import Testing
@testable import Stridewell

/// Fallback path: when background delivery is late we schedule a BGAppRefreshTask.
@Suite(.serialized)
struct StepSyncSchedulingTests {
    @Test func refreshRequestUsesStepRefreshIdentifier() throws {
        let request = StepRefreshScheduler.makeRequest(earliest: .now.addingTimeInterval(60))
        #expect(request.identifier == "com.stridewell.app.step-refresh")
    }

    @Test func refreshRunsWithinTwoMinutesOfEarliestBeginDate() async throws {
        let scheduler = StepRefreshScheduler.shared
        var handledRuns = 0
        scheduler.onHandled = { handledRuns += 1 }

        try scheduler.submit(earliest: .now.addingTimeInterval(60))
        try await Task.sleep(for: .seconds(120))

        #expect(handledRuns >= 1)
    }
}

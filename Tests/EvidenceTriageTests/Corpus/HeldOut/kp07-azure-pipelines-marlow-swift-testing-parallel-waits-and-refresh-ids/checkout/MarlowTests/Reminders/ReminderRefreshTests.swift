import BackgroundTasks
import Testing
@testable import Marlow

@Suite struct ReminderRefreshTests {
    @Test func reminderRefreshRunsWithinFiveMinutes() async throws {
        let ran = ReminderRefresh.shared.didRunStream()
        try BGTaskScheduler.shared.submit(ReminderRefresh.makeRequest(earliest: .now))

        // The simulator should pick the refresh up shortly after submission.
        try await withTimeout(seconds: 300) {
            for await _ in ran { return }
        }
    }
}

import BackgroundTasks
import Testing
@testable import Harborline

@MainActor
struct TimetableRefreshTests {
    /// Exercises the real handler through BGTaskScheduler's launch simulation (debug SPI).
    @Test func simulatedLaunchRunsRefresh() async {
        await confirmation("timetable refresh ran", expectedCount: 1) { refreshed in
            TimetableRefresher.shared.onRefresh = { refreshed() }
            let simulate = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
            BGTaskScheduler.shared.perform(simulate, with: AppDelegate.timetableRefreshID)
            try? await Task.sleep(for: .seconds(10))
        }
    }
}

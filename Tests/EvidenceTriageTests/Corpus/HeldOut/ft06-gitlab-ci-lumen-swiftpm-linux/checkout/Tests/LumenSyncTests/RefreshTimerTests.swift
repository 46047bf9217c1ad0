import Foundation
import Testing
@testable import LumenSync

@MainActor
struct RefreshTimerTests {
    @Test func startSchedulesTimer() {
        let scheduler = RefreshScheduler(interval: 60) {}
        scheduler.start()
        #expect(scheduler.isRunning)
        scheduler.stop()
    }

    @Test func stopInvalidatesTimer() {
        let scheduler = RefreshScheduler(interval: 60) {}
        scheduler.start()
        scheduler.stop()
        #expect(!scheduler.isRunning)
    }

    @Test func firesScheduledRefreshOnMainRunLoop() async throws {
        try await confirmation { refreshed in
            let scheduler = RefreshScheduler(interval: 0.2) {
                refreshed()
            }
            scheduler.start()
            try await Task.sleep(for: .milliseconds(300))
            scheduler.stop()
        }
    }
}

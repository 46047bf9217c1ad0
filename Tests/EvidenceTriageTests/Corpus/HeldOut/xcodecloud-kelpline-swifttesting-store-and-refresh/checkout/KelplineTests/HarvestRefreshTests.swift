import BackgroundTasks
import Testing
@testable import Kelpline

/// Harvest forecasts are refreshed by a BGAppRefreshTask
/// (io.kelpline.logbook.forecast-refresh).
@Suite(.timeLimit(.minutes(1)))
struct HarvestRefreshTests {
    @Test func requestUsesThirtyMinuteEarliestBegin() throws {
        let request = HarvestRefreshScheduler.makeRequest(now: .init(timeIntervalSince1970: 1_755_000_000))
        #expect(request.identifier == "io.kelpline.logbook.forecast-refresh")
        #expect(request.earliestBeginDate == .init(timeIntervalSince1970: 1_755_001_800))
    }

    @Test func refreshRunsWithinOneMinuteOfSubmit() async throws {
        let scheduler = HarvestRefreshScheduler.shared
        scheduler.earliestBeginInterval = 5
        scheduler.submit()
        // Wait for the system to launch the refresh task and the handler to report back.
        for await event in scheduler.events {
            if case .refreshed = event { break }
        }
        #expect(scheduler.lastRefresh != nil)
    }
}

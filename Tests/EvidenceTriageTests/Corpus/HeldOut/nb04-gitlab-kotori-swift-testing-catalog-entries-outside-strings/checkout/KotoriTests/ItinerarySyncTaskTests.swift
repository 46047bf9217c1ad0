import Testing
import BackgroundTasks
@testable import Kotori

struct ItinerarySyncTaskTests {
    @Test func simulatedRefreshRunsSync() async throws {
        let probe = SyncProbe()
        ItinerarySync.shared.probe = probe
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.kotori.travel.itinerary-sync")
        try await Task.sleep(for: .seconds(5))
        #expect(probe.runCount == 1)
    }
}

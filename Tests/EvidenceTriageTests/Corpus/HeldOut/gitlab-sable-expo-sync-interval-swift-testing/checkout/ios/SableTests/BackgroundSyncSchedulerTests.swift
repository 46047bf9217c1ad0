import Testing
import BackgroundTasks
@testable import Sable

/// Unit tests for the native side of `registerBackgroundSync({ minimumInterval })` (minutes, as in expo-background-task).
@Suite struct BackgroundSyncSchedulerTests {
    let now = Date(timeIntervalSince1970: 1_786_622_400)

    @Test func identifierMatchesPlist() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        #expect(permitted.contains(BackgroundSyncScheduler.taskIdentifier))
    }

    @Test func requestUsesMinutesAsGiven() {
        let request = BackgroundSyncScheduler.makeRequest(minimumIntervalMinutes: 15, now: now)
        // minimumInterval is already in minutes: 15 -> 900 s, not 15 h
        #expect(request.earliestBeginDate == now.addingTimeInterval(15 * 60))
    }
}

import BackgroundTasks
import Foundation
import Testing
@testable import Stillwater

/// The sync scheduler is tested against MockTaskScheduler; BGTaskScheduler is never called.
@Suite struct MindfulMinutesSyncTests {
    @Test func refreshRequestUsesUserInterval() throws {
        SettingsStore.shared.syncInterval = .hours(1)
        let scheduler = MockTaskScheduler()
        let now = Date(timeIntervalSince1970: 1_800_000_000)

        MindfulMinutesSync(scheduler: scheduler, settings: .shared, clock: .fixed(now)).scheduleNext()

        let request = try #require(scheduler.submitted.first as? BGAppRefreshTaskRequest)
        #expect(request.identifier == "com.stillwater.app.mindful-minutes-sync")
        #expect(request.earliestBeginDate?.timeIntervalSince(now) == 3600)
    }
}

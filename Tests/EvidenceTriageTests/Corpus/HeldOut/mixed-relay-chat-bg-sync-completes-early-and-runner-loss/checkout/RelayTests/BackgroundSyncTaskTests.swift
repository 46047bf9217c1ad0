import Foundation
import Testing
@testable import Relay

@Suite struct BackgroundSyncTaskTests {
    @Test func refreshSchedulesNextRequestOnLaunch() async throws {
        let scheduler = RecordingTaskScheduler()
        let service = BackgroundSyncService(scheduler: scheduler, client: FakeSyncClient())
        await service.handleAppRefresh(FakeAppRefreshTask(id: "com.relay.app.sync"))
        #expect(scheduler.submitted.map(\.identifier) == ["com.relay.app.sync"])
    }

    @Test func taskCompletedOnlyAfterSyncStopped() async throws {
        let client = FakeSyncClient(stopDelay: .milliseconds(150))   // sliding sync takes a moment to wind down
        let task = FakeAppRefreshTask(id: "com.relay.app.sync")
        let service = BackgroundSyncService(scheduler: RecordingTaskScheduler(), client: client)

        await service.handleAppRefresh(task)

        let completedAt = try #require(task.completedAt)
        let stoppedAt = try #require(client.stoppedAt)
        #expect(completedAt >= stoppedAt, "setTaskCompleted must come after the sync loop has stopped")
    }
}

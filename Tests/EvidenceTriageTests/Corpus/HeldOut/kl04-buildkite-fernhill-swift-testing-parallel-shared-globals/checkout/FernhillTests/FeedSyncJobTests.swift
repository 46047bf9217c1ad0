import Foundation
import Testing
@testable import Fernhill

/// Serialized: the job re-submits through the process-wide scheduler.
@Suite(.serialized)
struct FeedSyncJobTests {
    @Test func resubmitsAfterRun() async throws {
        let mock = MockTaskScheduler()
        BackgroundTasks.scheduler = mock
        let job = FeedSyncJob(api: .stub(newSightings: 3), store: .inMemory())
        try await job.run()
        #expect(mock.submitted.map(\.identifier) == [FeedRefreshScheduler.taskID])
    }

    @Test func keepsCursorWhenAPIFails() async throws {
        let store = SightingStore.inMemory(cursor: "c-41")
        let job = FeedSyncJob(api: .failing(URLError(.timedOut)), store: store)
        await #expect(throws: URLError.self) { try await job.run() }
        #expect(store.cursor == "c-41")
    }
}

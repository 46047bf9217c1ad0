import XCTest
import BackgroundTasks
@testable import Fernhollow

final class SyncProcessingTaskTests: XCTestCase {
    let identifier = "com.fernhollow.journal.compaction"

    func testNightlyCompactionStartsWithinTenMinutes() throws {
        let launched = expectation(description: "compaction task launched")
        CompactionTask.onLaunch = { _ in launched.fulfill() }
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date()
        try BGTaskScheduler.shared.submit(request)
        wait(for: [launched], timeout: 600)
    }

    func testCompactionKeepsLastGoodSnapshotAfterError() async throws {
        let store = JournalStore.inMemory(seededWith: 14)
        let task = CompactionJob(store: store, writer: FailingSnapshotWriter(after: 3))
        _ = try? await task.run()
        XCTAssertEqual(store.entries.count, 14)
    }
}

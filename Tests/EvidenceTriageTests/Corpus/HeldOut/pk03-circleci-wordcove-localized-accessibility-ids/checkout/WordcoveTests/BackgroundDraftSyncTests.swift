import XCTest
import BackgroundTasks
@testable import Wordcove

final class BackgroundDraftSyncTests: XCTestCase {
    func testDraftSyncSubmitted() throws {
        try DraftSyncScheduler.shared.schedule(after: 10 * 60)
        XCTAssertNotNil(DraftSyncScheduler.shared.pendingRequest)
    }

    func testDraftSyncRunsWithinTenMinutes() throws {
        let synced = expectation(description: "draft sync handler ran")
        DraftSyncScheduler.shared.onRunForTesting = { synced.fulfill() }
        try DraftSyncScheduler.shared.schedule(after: 10 * 60)
        wait(for: [synced], timeout: 660)
    }
}

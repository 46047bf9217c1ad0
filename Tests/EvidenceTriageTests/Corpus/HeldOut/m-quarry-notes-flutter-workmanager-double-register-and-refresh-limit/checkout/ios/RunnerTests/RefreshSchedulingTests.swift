import XCTest
import BackgroundTasks
@testable import Runner

final class RefreshSchedulingTests: XCTestCase {
    func testSyncRefreshIsSubmitted() throws {
        XCTAssertNoThrow(try RefreshScheduler.submitAppRefresh(id: "dev.quarry.notes.sync", after: 15 * 60))
    }

    /// Notes sync and the daily digest each keep their own app-refresh request.
    func testDigestRefreshIsAcceptedAlongsideSync() throws {
        try RefreshScheduler.submitAppRefresh(id: "dev.quarry.notes.sync", after: 15 * 60)
        XCTAssertNoThrow(try RefreshScheduler.submitAppRefresh(id: "dev.quarry.notes.digest", after: 60 * 60))
    }
}

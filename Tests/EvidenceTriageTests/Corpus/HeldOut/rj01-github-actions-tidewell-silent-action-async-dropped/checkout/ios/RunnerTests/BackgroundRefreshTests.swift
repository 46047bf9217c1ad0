import XCTest
import BackgroundTasks
@testable import Runner

final class BackgroundRefreshTests: XCTestCase {
    func testInboxRefreshSubmitted() throws {
        try InboxRefresh.schedule()
        XCTAssertEqual(InboxRefresh.lastRequest?.identifier, "com.tidewell.mail.refresh")
    }

    func testInboxRefreshRunsWithinTenMinutes() throws {
        let ran = expectation(description: "refresh handler ran")
        InboxRefresh.onRunForTesting = { ran.fulfill() }
        try InboxRefresh.schedule(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 600)
    }
}

import XCTest
import BackgroundTasks
@testable import Tern

final class BackgroundRefreshTests: XCTestCase {
    func testHeadlinesRequestUsesTwentyMinuteHint() throws {
        try RefreshScheduler.shared.submit(RefreshScheduler.headlinesID, after: 20 * 60)
    }

    func testHeadlinesRefreshRunsAfterSubmit() throws {
        let ran = expectation(description: "headlines refresh handler ran")
        RefreshScheduler.shared.onHeadlinesRefreshForTesting = { ran.fulfill() }
        try RefreshScheduler.shared.submit(RefreshScheduler.headlinesID, after: 60)
        wait(for: [ran], timeout: 600)
    }

    func testDigestAndHeadlinesBothPending() async throws {
        try RefreshScheduler.shared.submit(RefreshScheduler.headlinesID, after: 20 * 60)
        try RefreshScheduler.shared.submit(RefreshScheduler.digestID, after: 6 * 60 * 60)
        let pending = await RefreshScheduler.shared.pendingIdentifiers()
        XCTAssertEqual(pending, [RefreshScheduler.digestID, RefreshScheduler.headlinesID])
    }
}

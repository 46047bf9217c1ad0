import BackgroundTasks
import XCTest
@testable import Orchard

/// Hosted in Orchard.app on the CI Simulator; uses the real BGTaskScheduler.
final class RefreshSchedulingTests: XCTestCase {
    private let scheduler = FeedRefreshScheduler(taskScheduler: BGTaskScheduler.shared)

    func testSubmitsAppRefreshWhenBackgrounded() throws {
        XCTAssertNoThrow(try scheduler.scheduleNextRefresh(after: 15 * 60))
        XCTAssertEqual(scheduler.lastSubmittedIdentifier, "com.orchard.reader.refresh")
    }

    func testRefreshHandlerRunsAfterEarliestBeginDate() throws {
        let ran = expectation(description: "feed refresh handler launched by the system")
        scheduler.onLaunch = { _ in ran.fulfill() }
        try? scheduler.scheduleNextRefresh(after: 60)
        wait(for: [ran], timeout: 90)
    }
}

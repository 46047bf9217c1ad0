import XCTest
import BackgroundTasks
@testable import Quokka

final class AppRefreshSchedulingTests: XCTestCase {
    func testRefreshRequestEarliestIs15Minutes() {
        XCTAssertEqual(FeedRefresh.request().earliestBeginDate!.timeIntervalSinceNow, 900, accuracy: 2)
    }

    func testRefreshRunsOnSimulatorWithin60Seconds() {
        let launched = expectation(description: "refresh launched")
        FeedRefresh.onLaunchForTesting = { launched.fulfill() }
        FeedRefresh.schedule(earliest: 1)       // logs and records a failed submit on error

        wait(for: [launched], timeout: 60)
    }
}

import XCTest
@testable import Brindle

final class RefreshStatusTests: XCTestCase {
    func testSuccessfulRefreshMovesTimestamp() {
        let clock = TestClock("2026-12-07T07:15:00Z")
        let status = RefreshStatus(clock: clock)
        status.refreshStarted()
        clock.advance(minutes: 1)
        status.refreshFinished(refreshedFeeds: 12, failedFeeds: 0)
        XCTAssertEqual(status.lastSuccessfulRefresh, clock.now)
    }

    func testFailedRefreshKeepsLastSuccessfulTimestamp() {
        let clock = TestClock("2026-12-07T07:15:00Z")
        let status = RefreshStatus(clock: clock)
        status.refreshStarted()
        status.refreshFinished(refreshedFeeds: 12, failedFeeds: 0)
        let lastGood = clock.now

        clock.advance(minutes: 45)          // airplane mode
        status.refreshStarted()
        status.refreshFinished(refreshedFeeds: 0, failedFeeds: 12)

        XCTAssertEqual(status.lastSuccessfulRefresh, lastGood,
                       "a failed refresh must not move the last-successful time")
    }
}

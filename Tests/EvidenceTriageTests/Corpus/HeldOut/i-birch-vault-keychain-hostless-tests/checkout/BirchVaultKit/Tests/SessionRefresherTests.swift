import XCTest
@testable import BirchVaultKit

final class SessionRefresherTests: XCTestCase {
    func testRefreshSchedulesNextRenewal() {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_780_000_000))
        let refresher = SessionRefresher(clock: clock, lifetime: 3600)
        refresher.didRefresh()
        XCTAssertEqual(refresher.nextRenewal, clock.now.addingTimeInterval(3600 * 0.8))
    }
}

import XCTest
@testable import Tallow

final class FeedRefreshPolicyTests: XCTestCase {
    func testForegroundRefreshSkippedWithinFifteenMinutes() {
        let policy = ForegroundRefreshPolicy(lastSuccessfulSync: Date(timeIntervalSinceNow: -10 * 60))
        XCTAssertFalse(policy.shouldRefreshOnForeground(now: Date()))
    }
}

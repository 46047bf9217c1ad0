import XCTest
@testable import Timetabler

final class TaskRefreshPolicyTests: XCTestCase {
    func testForegroundRefreshAfterTenMinutes() {
        let policy = TaskRefreshPolicy()
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        XCTAssertTrue(policy.shouldRefreshOnForeground(lastRefresh: now.addingTimeInterval(-11 * 60), now: now))
    }
}

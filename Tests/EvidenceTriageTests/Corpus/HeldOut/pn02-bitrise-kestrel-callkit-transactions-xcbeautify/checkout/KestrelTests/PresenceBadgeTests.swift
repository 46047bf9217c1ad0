import XCTest
@testable import Kestrel

final class PresenceBadgeTests: XCTestCase {
    func testAwayAfterFiveMinutes() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let badge = PresenceBadge(lastActive: now.addingTimeInterval(-300), now: now)
        XCTAssertEqual(badge.status, .away)
    }
}

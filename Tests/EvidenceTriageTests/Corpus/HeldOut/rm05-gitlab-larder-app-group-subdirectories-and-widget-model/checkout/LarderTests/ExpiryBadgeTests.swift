import XCTest
@testable import Larder

final class ExpiryBadgeTests: XCTestCase {
    let now = ISO8601DateFormatter().date(from: "2026-09-11T09:00:00Z")!

    func testExpiresTodayBadge() {
        let expiry = ISO8601DateFormatter().date(from: "2026-09-11T21:00:00Z")!
        XCTAssertEqual(ExpiryBadge.badge(for: expiry, now: now), .today)
    }

    func testSoonBadge() {
        let expiry = ISO8601DateFormatter().date(from: "2026-09-13T09:00:00Z")!
        XCTAssertEqual(ExpiryBadge.badge(for: expiry, now: now), .soon)
    }
}

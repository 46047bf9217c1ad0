import XCTest
@testable import Saltgrass

final class TrialBadgeTests: XCTestCase {
    func testBadgeShowsDaysLeft() {
        let now = ISO8601DateFormatter().date(from: "2026-08-10T09:00:00Z")!
        let expiry = ISO8601DateFormatter().date(from: "2026-08-13T08:00:00Z")!
        let badge = TrialBadge(expiresAt: expiry, now: now)
        XCTAssertEqual(badge.text, "3 days left")
    }

    func testBadgeHiddenAfterExpiry() {
        let now = ISO8601DateFormatter().date(from: "2026-08-14T09:00:00Z")!
        let expiry = ISO8601DateFormatter().date(from: "2026-08-13T08:00:00Z")!
        XCTAssertNil(TrialBadge(expiresAt: expiry, now: now).text)
    }
}

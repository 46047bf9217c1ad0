import XCTest
@testable import Runner

final class QuietHoursTests: XCTestCase {

    override func tearDown() {
        NSTimeZone.default = TimeZone(identifier: "Europe/London")!
        super.tearDown()
    }

    func testQuietHoursFollowDeviceTimeZone() {
        // Gardener flies to Tokyo; 23:15 local must be inside 22:00-07:00 quiet hours.
        NSTimeZone.default = TimeZone(identifier: "Asia/Tokyo")!
        let instant = ISO8601DateFormatter().date(from: "2026-11-30T14:15:00Z")!   // 23:15 JST
        XCTAssertTrue(QuietHours.standard.contains(instant), "23:15 in Tokyo should be quiet")
    }

    func testQuietHoursBoundary() {
        let instant = ISO8601DateFormatter().date(from: "2026-11-30T07:00:00Z")!
        XCTAssertFalse(QuietHours.standard.contains(instant))
    }
}

import XCTest
@testable import Runner

final class QuietHoursTests: XCTestCase {
    func testDaytimeWindow() {
        XCTAssertTrue(QuietHours(startHour: 13, endHour: 15).contains(hour: 14))
    }

    func testQuietHoursWrapMidnight() {
        let q = QuietHours(startHour: 22, endHour: 7)
        XCTAssertTrue(q.contains(hour: 23), "23:00 should be inside 22:00-07:00")
    }
}

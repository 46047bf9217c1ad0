import XCTest
@testable import Murmur

final class QuietHoursTests: XCTestCase {
    func testQuietHoursSpanMidnight() {
        let quiet = QuietHours(startHour: 22, endHour: 7)
        XCTAssertTrue(quiet.isQuiet(hour: 23))
    }
}

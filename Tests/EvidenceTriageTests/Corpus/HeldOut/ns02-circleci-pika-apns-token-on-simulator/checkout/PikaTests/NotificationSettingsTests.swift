import XCTest
@testable import Pika

final class NotificationSettingsTests: XCTestCase {
    func testQuietHoursWrapPastMidnight() {
        let quiet = QuietHours(start: .init(hour: 22), end: .init(hour: 7))
        XCTAssertTrue(quiet.contains(DateComponents(hour: 2)))
    }
}

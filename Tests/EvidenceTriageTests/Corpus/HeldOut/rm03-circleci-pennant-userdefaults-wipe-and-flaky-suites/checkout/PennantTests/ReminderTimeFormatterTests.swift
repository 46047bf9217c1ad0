import XCTest
@testable import Pennant

final class ReminderTimeFormatterTests: XCTestCase {
    func testTwelveHourFormatForUSLocale() {
        let s = ReminderTimeFormatter().string(hour: 20, minute: 30, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(s, "8:30 PM")
    }
}

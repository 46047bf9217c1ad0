import XCTest
@testable import Vitalis

final class MedicationReminderTests: XCTestCase {
    func testReminderTimeFormatting() {
        let r = MedicationReminder(hour: 21, minute: 5)
        XCTAssertEqual(r.displayTime(locale: Locale(identifier: "en_US")), "9:05 PM")
    }
}

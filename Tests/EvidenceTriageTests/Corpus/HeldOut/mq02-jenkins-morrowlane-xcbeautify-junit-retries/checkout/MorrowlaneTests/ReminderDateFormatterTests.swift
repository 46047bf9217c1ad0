import XCTest
@testable import Morrowlane

final class ReminderDateFormatterTests: XCTestCase {
    func testRelativeTomorrow() {
        let f = ReminderDateFormatter(now: .fixture("2026-08-12T23:30:00+02:00"), timeZone: .init(identifier: "Europe/Berlin")!)
        XCTAssertEqual(f.string(for: .fixture("2026-08-13T09:00:00+02:00")), "Tomorrow, 09:00")
    }
}

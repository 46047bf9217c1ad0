import XCTest
@testable import Dosewise

final class DoseScheduleTests: XCTestCase {
    private var cal: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }

    func testTwiceDailySkipsPastSlot() {
        let now = cal.date(from: DateComponents(year: 2026, month: 9, day: 14, hour: 9, minute: 30))!
        let next = DoseScheduleBuilder.nextSlot(after: now, calendar: cal)
        XCTAssertEqual(cal.component(.hour, from: next), 20)
    }
}

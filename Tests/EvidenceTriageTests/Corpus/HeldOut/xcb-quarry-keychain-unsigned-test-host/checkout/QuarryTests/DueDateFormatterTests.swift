import XCTest
@testable import Quarry

final class DueDateFormatterTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    private var now: Date { calendar.date(from: DateComponents(year: 2026, month: 8, day: 11, hour: 9))! }

    func testRelativeDueDateToday() {
        let formatter = DueDateFormatter(calendar: calendar, locale: Locale(identifier: "en_US"), now: { self.now })
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(3 * 3600)), "Today")
    }

    func testRelativeDueDateTomorrow() {
        let formatter = DueDateFormatter(calendar: calendar, locale: Locale(identifier: "en_US"), now: { self.now })
        let due = calendar.date(from: DateComponents(year: 2026, month: 8, day: 12, hour: 8))!

        XCTAssertEqual(formatter.string(for: due), "Tomorrow")
    }
}

import XCTest
@testable import App

final class EventDateTests: XCTestCase {
    func testDueDateFromComponentsIsSameDay() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/Toronto")!
        var stored = DateComponents(year: 2026, month: 4, day: 5, hour: 10)
        stored.weekOfYear = 15; stored.yearForWeekOfYear = 2026      // as EventKit hands them back
        let due = try XCTUnwrap(TicketReminder.dueDate(from: stored, calendar: cal))
        XCTAssertEqual(cal.component(.day, from: due), 5)
    }
}

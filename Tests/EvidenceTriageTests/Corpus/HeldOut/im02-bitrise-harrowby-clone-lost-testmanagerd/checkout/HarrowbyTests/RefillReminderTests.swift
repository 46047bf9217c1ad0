import XCTest
@testable import Harrowby

final class RefillReminderTests: XCTestCase {
    private var planner: RefillReminderPlanner {
        var p = RefillReminderPlanner()
        p.calendar.timeZone = TimeZone(identifier: "Europe/London")!
        return p
    }

    private func day(_ s: String) -> Date {
        let f = ISO8601DateFormatter(); f.formatOptions = [.withFullDate]
        return f.date(from: s)!
    }

    private func string(_ d: Date) -> String {
        let f = ISO8601DateFormatter(); f.formatOptions = [.withFullDate]; f.timeZone = TimeZone(identifier: "Europe/London")
        return f.string(from: d)
    }

    func testReminderFiresThreeDaysBeforeRunout() {
        // 28 tablets at 1.5 a day cover 18 full days (1-18 Dec): remind three days before the last full day.
        let rx = Prescription(name: "Sertraline", tabletsOnHand: 28, tabletsPerDay: 1.5, startDate: day("2026-12-01"))
        XCTAssertEqual(string(planner.reminderDate(for: rx)), "2026-12-15")
    }

    func testReminderTitleNamesTheMedicine() {
        let rx = Prescription(name: "Ramipril", tabletsOnHand: 30, tabletsPerDay: 1, startDate: day("2026-12-01"))
        XCTAssertEqual(planner.request(for: rx).content.title, "Time to reorder Ramipril")
    }
}

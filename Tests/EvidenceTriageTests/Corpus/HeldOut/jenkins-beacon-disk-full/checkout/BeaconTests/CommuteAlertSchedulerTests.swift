import XCTest
@testable import Beacon

final class CommuteAlertSchedulerTests: XCTestCase {
    private var berlin: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }

    func testNextMorningAlertSameDay() {
        let s = CommuteAlertScheduler(calendar: berlin)
        let now = berlin.date(from: DateComponents(year: 2026, month: 11, day: 24, hour: 6, minute: 0))!
        let fire = s.nextAlert(after: now, departure: DateComponents(hour: 7, minute: 40), leadMinutes: 10)
        XCTAssertEqual(berlin.dateComponents([.hour, .minute], from: fire), DateComponents(hour: 7, minute: 30))
    }

    func testNextMorningAlertAcrossDSTChange() {
        // Saturday evening before clocks go back (2026-10-25 03:00 CEST -> 02:00 CET).
        let s = CommuteAlertScheduler(calendar: berlin)
        let now = berlin.date(from: DateComponents(year: 2026, month: 10, day: 24, hour: 21, minute: 0))!
        let fire = s.nextAlert(after: now, departure: DateComponents(hour: 7, minute: 40), leadMinutes: 10)
        XCTAssertEqual(berlin.dateComponents([.day, .hour, .minute], from: fire),
                       DateComponents(day: 25, hour: 7, minute: 30))
    }
}

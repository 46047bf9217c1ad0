import XCTest
@testable import Brambleway

final class ReminderRecurrenceTests: XCTestCase {
    private var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }()

    private func day(_ string: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = calendar.timeZone
        return formatter.date(from: string)!
    }

    private func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = calendar.timeZone
        return formatter.string(from: date)
    }

    func testDailyAddsOneDay() {
        XCTAssertEqual(string(ReminderRecurrence.daily.nextDate(after: day("2025-08-22"), calendar: calendar)), "2025-08-23")
    }

    func testWeeklyFindsNextMonday() {
        XCTAssertEqual(string(ReminderRecurrence.weekly(weekday: 2).nextDate(after: day("2025-08-22"), calendar: calendar)), "2025-08-25")
    }

    func testMonthlyOnThe31stFallsBackToLastDayOfMonth() {
        let next = ReminderRecurrence.monthly(day: 31).nextDate(after: day("2025-01-31"), calendar: calendar)
        XCTAssertEqual(string(next), "2025-02-28")
    }
}

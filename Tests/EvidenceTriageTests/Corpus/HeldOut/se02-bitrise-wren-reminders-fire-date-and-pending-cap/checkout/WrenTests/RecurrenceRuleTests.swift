import XCTest
@testable import Wren

final class RecurrenceRuleTests: XCTestCase {
    func testWeekdaysOnlySkipsWeekend() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Europe/Lisbon")!
        let friday = cal.date(from: DateComponents(year: 2026, month: 9, day: 11, hour: 9))!
        let next = RecurrenceRule.weekdaysOnly.next(after: friday, calendar: cal)
        XCTAssertEqual(cal.component(.weekday, from: next), 2)
    }

    func testDailyAddsOneDay() {
        let cal = Calendar(identifier: .gregorian)
        let d = Date(timeIntervalSince1970: 1_789_000_000)
        XCTAssertEqual(RecurrenceRule.daily.next(after: d, calendar: cal), cal.date(byAdding: .day, value: 1, to: d))
    }
}

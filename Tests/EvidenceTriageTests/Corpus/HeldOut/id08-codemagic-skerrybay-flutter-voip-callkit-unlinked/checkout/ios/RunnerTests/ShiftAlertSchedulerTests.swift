import XCTest
@testable import Runner

final class ShiftAlertSchedulerTests: XCTestCase {
    func testReminderFiresThirtyMinutesBeforeDeparture() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        let departure = calendar.date(from: DateComponents(year: 2026, month: 12, day: 10, hour: 7, minute: 45))!

        let trigger = ShiftAlertScheduler(calendar: calendar).triggerComponents(forDeparture: departure)
        XCTAssertEqual("\(trigger.hour!):\(trigger.minute!)", "7:15")
    }
}

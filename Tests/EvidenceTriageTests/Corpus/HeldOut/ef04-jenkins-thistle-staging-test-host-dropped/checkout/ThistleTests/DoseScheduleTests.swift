import XCTest
import ThistleKit

final class DoseScheduleTests: XCTestCase {

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Chicago")!
        return calendar
    }

    func testSkipsPausedDays() {
        // Mon 30 Nov 2026; weekends paused.
        let start = calendar.date(from: DateComponents(year: 2026, month: 11, day: 30))!
        let schedule = DoseSchedule(startDate: start, pausedWeekdays: [1, 7], calendar: calendar)

        let weekdays = schedule.upcomingDays(count: 7).map { calendar.component(.weekday, from: $0) }

        XCTAssertEqual(weekdays, [2, 3, 4, 5, 6, 2, 3])
    }
}

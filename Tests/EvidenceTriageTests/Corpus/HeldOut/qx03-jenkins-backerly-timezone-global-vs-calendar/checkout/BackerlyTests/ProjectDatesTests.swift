import XCTest
@testable import Backerly

final class ProjectDatesTests: XCTestCase {
    override func setUp() {
        super.setUp()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        AppEnvironment.replaceCurrent(calendar: calendar)
    }

    func testDaysToGoCountsCalendarDays() {
        // 2026-03-10 23:30 New York
        let now = Date(timeIntervalSince1970: 1_773_199_800)
        // deadline 2026-03-12 14:00 New York
        let deadline: TimeInterval = 1_773_338_400
        XCTAssertEqual(ProjectDates.daysToGo(deadline: deadline, now: now), 2)
    }

    func testDayNumberOfLaunchDayIsZero() {
        let launch: TimeInterval = 1_773_115_200   // 2026-03-10 00:00 New York
        let lateSameDay: TimeInterval = 1_773_199_800 // 2026-03-10 23:30 New York
        XCTAssertEqual(ProjectDates.dayNumber(launchDate: launch, date: lateSameDay), 0)
    }
}

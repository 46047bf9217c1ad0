import XCTest
@testable import Tally

final class DayOffsetTests: XCTestCase {
    var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/Denver")!
        return c
    }()

    func testOffsetAcrossSpringForward() {
        // DST starts 2021-03-14 in America/Denver
        let start = calendar.date(from: DateComponents(year: 2021, month: 3, day: 14, hour: 9))!
        let next = calendar.date(from: DateComponents(year: 2021, month: 3, day: 15, hour: 9))!
        XCTAssertEqual(DayOffset.days(from: start, to: next, calendar: calendar), 1)
    }

    func testOffsetAcrossFallBack() {
        let start = calendar.date(from: DateComponents(year: 2021, month: 11, day: 7, hour: 9))!
        let next = calendar.date(from: DateComponents(year: 2021, month: 11, day: 8, hour: 9))!
        XCTAssertEqual(DayOffset.days(from: start, to: next, calendar: calendar), 1)
    }
}

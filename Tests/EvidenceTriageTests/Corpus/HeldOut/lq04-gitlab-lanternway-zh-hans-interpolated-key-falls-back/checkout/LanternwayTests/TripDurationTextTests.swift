import XCTest
@testable import Lanternway

final class TripDurationTextTests: XCTestCase {
    private var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Oslo")!
        return c
    }

    func testDayHike() {
        let start = calendar.date(from: DateComponents(year: 2026, month: 6, day: 14, hour: 7))!
        let end = calendar.date(from: DateComponents(year: 2026, month: 6, day: 14, hour: 18))!
        XCTAssertEqual(TripDurationText.string(from: start, to: end, calendar: calendar), "1 day")
    }

    func testMultiDayTripShowsNights() {
        let start = calendar.date(from: DateComponents(year: 2026, month: 6, day: 14, hour: 7))!
        let end = calendar.date(from: DateComponents(year: 2026, month: 6, day: 16, hour: 15))!
        XCTAssertEqual(TripDurationText.string(from: start, to: end, calendar: calendar), "3 days, 2 nights")
    }
}

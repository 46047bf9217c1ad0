import XCTest
@testable import Almanac

final class PlantingCalendarTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/New_York")!
        return c
    }()

    func testLastFrostDateForZone7a() {
        let date = PlantingCalendar(calendar: calendar).lastFrostDate(zone: .init(number: 7, half: "a"), year: 2022)
        XCTAssertEqual(date, calendar.date(from: DateComponents(year: 2022, month: 4, day: 15)))
    }

    func testLastFrostDateForZone7b() {
        // The warmer "b" half of a zone frosts out about two weeks *earlier*.
        let date = PlantingCalendar(calendar: calendar).lastFrostDate(zone: .init(number: 7, half: "b"), year: 2022)
        XCTAssertEqual(date, calendar.date(from: DateComponents(year: 2022, month: 4, day: 1)))
    }
}

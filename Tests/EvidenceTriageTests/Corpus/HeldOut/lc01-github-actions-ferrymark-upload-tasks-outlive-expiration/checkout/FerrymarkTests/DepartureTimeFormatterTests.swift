import XCTest
@testable import Ferrymark

final class DepartureTimeFormatterTests: XCTestCase {
    private var oslo: Calendar { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "Europe/Oslo")!; return c }

    func testSameDaySpan() {
        let dep = oslo.date(from: DateComponents(year: 2026, month: 6, day: 2, hour: 9, minute: 15))!
        let arr = oslo.date(from: DateComponents(year: 2026, month: 6, day: 2, hour: 10, minute: 5))!
        XCTAssertEqual(DepartureTimeFormatter.span(departure: dep, arrival: arr, calendar: oslo), "09:15 → 10:05")
    }

    func testCrossesMidnightShowsNextDay() {
        let dep = oslo.date(from: DateComponents(year: 2026, month: 6, day: 2, hour: 23, minute: 55))!
        let arr = oslo.date(from: DateComponents(year: 2026, month: 6, day: 3, hour: 0, minute: 40))!
        XCTAssertEqual(DepartureTimeFormatter.span(departure: dep, arrival: arr, calendar: oslo), "23:55 → 00:40 +1")
    }
}

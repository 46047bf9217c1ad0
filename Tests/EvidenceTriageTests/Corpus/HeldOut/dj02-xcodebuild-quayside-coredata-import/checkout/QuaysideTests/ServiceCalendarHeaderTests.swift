import XCTest
@testable import QuaysideKit

final class ServiceCalendarHeaderTests: XCTestCase {
    private let calendar = ServiceCalendar(locale: Locale(identifier: "en_GB_POSIX"),
                                           timeZone: TimeZone(identifier: "Europe/London")!)

    func testHeaderForMidYearDate() {
        let date = ISO8601DateFormatter().date(from: "2021-07-10T12:00:00Z")!
        XCTAssertEqual(calendar.headerTitle(for: date), "Saturday, Jul 10, 2021")
    }

    func testHeaderForNewYearsEve() {
        let date = ISO8601DateFormatter().date(from: "2021-12-31T12:00:00Z")!
        XCTAssertEqual(calendar.headerTitle(for: date), "Friday, Dec 31, 2021")
    }

    func testHeaderForSecondOfJanuary() {
        // 2 January 2021 belongs to ISO week 53 of 2020: a "YYYY" pattern
        // (week-based year) prints 2020 here, "yyyy" prints 2021.
        let date = ISO8601DateFormatter().date(from: "2021-01-02T12:00:00Z")!


        XCTAssertEqual(calendar.headerTitle(for: date), "Saturday, Jan 2, 2021")
    }
}

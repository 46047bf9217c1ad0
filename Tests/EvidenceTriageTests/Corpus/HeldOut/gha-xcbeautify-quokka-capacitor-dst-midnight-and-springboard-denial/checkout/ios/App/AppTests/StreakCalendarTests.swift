import XCTest
@testable import App

final class StreakCalendarTests: XCTestCase {
    private let calendar = StreakCalendar(timeZone: TimeZone(identifier: "America/Sao_Paulo")!)

    func testParsesRegularDay() throws {
        XCTAssertNotNil(calendar.day(from: "2017-10-14"))
    }

    func testParsesSaoPauloDSTDay() throws {
        let day = try XCTUnwrap(calendar.day(from: "2017-10-15"))
        XCTAssertEqual(calendar.isoString(day), "2017-10-15")
    }
}

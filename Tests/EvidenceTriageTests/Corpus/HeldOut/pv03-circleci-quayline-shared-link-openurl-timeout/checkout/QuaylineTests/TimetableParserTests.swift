import XCTest
@testable import Quayline

final class TimetableParserTests: XCTestCase {
    func testOvernightSailingArrivesNextDay() {
        var cal = Calendar(identifier: .gregorian); cal.timeZone = TimeZone(identifier: "Europe/Oslo")!
        let day = cal.date(from: DateComponents(year: 2026, month: 9, day: 14))!
        let s = TimetableParser.sailing(code: "KRK-2340", day: day, departs: "23:40", arrives: "06:15", calendar: cal)
        XCTAssertGreaterThan(s.arrives, s.departs)
    }
}

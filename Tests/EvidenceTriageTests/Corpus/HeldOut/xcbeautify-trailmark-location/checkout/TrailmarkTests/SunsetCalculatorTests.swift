import XCTest
import CoreLocation
@testable import Trailmark

final class SunsetCalculatorTests: XCTestCase {
    private let losAngeles = CLLocation(latitude: 34.052235, longitude: -118.243683)
    private let pst = TimeZone(identifier: "America/Los_Angeles")!

    private func day(_ month: Int, _ day: Int) -> Date {
        var c = DateComponents(); c.year = 2023; c.month = month; c.day = day; c.hour = 22
        var cal = Calendar(identifier: .gregorian); cal.timeZone = pst
        return cal.date(from: c)!
    }

    private func hm(_ date: Date) -> String {
        let f = DateFormatter(); f.timeZone = pst; f.dateFormat = "MM/dd, HH:mm"; return f.string(from: date)
    }

    func testSunriseInMidWinter() {
        let calc = SunsetCalculator(location: losAngeles, timeZone: pst)
        XCTAssertEqual(hm(calc.sunrise(on: day(1, 15))), "01/15, 06:58")
    }

    /// 2023-03-12 is the US spring-forward date; the day before is still PST.
    func testSunriseOnDayBeforeDSTStarts() {
        let calc = SunsetCalculator(location: losAngeles, timeZone: pst)
        XCTAssertEqual(hm(calc.sunrise(on: day(3, 11))), "03/11, 06:08")
        XCTAssertEqual(hm(calc.sunset(on: day(3, 11))), "03/11, 17:58")
    }
}

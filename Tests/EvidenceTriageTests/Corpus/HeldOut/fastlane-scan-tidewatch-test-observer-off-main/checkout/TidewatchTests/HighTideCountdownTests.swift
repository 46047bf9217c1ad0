import XCTest
@testable import Tidewatch

final class HighTideCountdownTests: XCTestCase {
    func testCountdownAcrossSpringForwardDST() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let now = calendar.date(from: DateComponents(year: 2027, month: 3, day: 13, hour: 22))!
        let highTide = calendar.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 6, minute: 30))!

        let countdown = HighTideCountdown(calendar: calendar).label(from: now, to: highTide)

        XCTAssertEqual(countdown, "7 h 30 min")
    }
}

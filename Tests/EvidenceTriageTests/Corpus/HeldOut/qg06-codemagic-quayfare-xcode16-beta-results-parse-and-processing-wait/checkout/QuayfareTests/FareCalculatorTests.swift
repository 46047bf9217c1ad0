import XCTest
@testable import Quayfare

final class FareCalculatorTests: XCTestCase {
    func testPeakSurchargeAppliedAtSevenThirty() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Oslo")!
        let date = calendar.date(from: DateComponents(year: 2026, month: 7, day: 8, hour: 7, minute: 30))!
        XCTAssertEqual(FareCalculator(calendar: calendar).fare(at: date), 5.50)
    }
}

import XCTest
@testable import FjordRides

final class FareCalculatorTests: XCTestCase {
    func testWeekdayFare() {
        XCTAssertEqual(FareCalculator().fare(km: 4.2, weekday: .tuesday), Decimal(string: "42.00"))
    }

    func testWeekendSurcharge() {
        let fare = FareCalculator().fare(km: 4.2, weekday: .saturday)
        XCTAssertEqual(fare, Decimal(string: "48.30"), "weekend fares carry a 15% surcharge")
    }
}

import XCTest
@testable import Fernhill

final class FareCapTests: XCTestCase {
    func testFirstJourneyPaysFullFare() {
        XCTAssertEqual(FareCapCalculator().charge(forJourneyNumber: 1), 2.40)
    }

    func testDailyCapAppliesAfterThirdJourney() {
        let calc = FareCapCalculator()
        let total = (1...4).map(calc.charge(forJourneyNumber:)).reduce(0, +)
        XCTAssertEqual(total, 6.00, "four journeys must not cost more than the daily cap")
    }
}

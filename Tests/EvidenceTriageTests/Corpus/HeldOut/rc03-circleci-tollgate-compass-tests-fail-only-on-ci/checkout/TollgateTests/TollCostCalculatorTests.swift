import XCTest
@testable import Tollgate

final class TollCostCalculatorTests: XCTestCase {
    func testWeekdayPeakRate() {
        let calc = TollCostCalculator(schedule: .fixture("severn-2026"))
        XCTAssertEqual(calc.cost(vehicle: .car, at: .fixture("2026-09-02T08:15:00+01:00")), Decimal(string: "7.10"))
    }

    func testWeekendRateApplied() {
        let calc = TollCostCalculator(schedule: .fixture("severn-2026"))
        XCTAssertEqual(calc.cost(vehicle: .car, at: .fixture("2026-09-06T10:00:00+01:00")), Decimal(string: "5.20"))
    }
}

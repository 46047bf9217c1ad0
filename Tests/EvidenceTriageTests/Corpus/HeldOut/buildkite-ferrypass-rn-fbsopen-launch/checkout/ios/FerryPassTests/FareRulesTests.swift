import XCTest
@testable import FerryPass

final class FareRulesTests: XCTestCase {

    func testWeekdayFareHasNoSurcharge() {
        let fare = FareRules.standard.price(route: .harwichHook, on: .weekday(.tuesday), vehicle: .car)
        XCTAssertEqual(fare.surchargePence, 0)
    }

    func testWeekendSurchargeApplied() {
        let fare = FareRules.standard.price(route: .harwichHook, on: .weekend(.saturday), vehicle: .car)
        XCTAssertEqual(fare.surchargePence, 1_500)
    }
}

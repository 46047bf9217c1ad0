import XCTest
@testable import FerryDeck

final class FareCalculatorTests: XCTestCase {
    func testVehicleSurchargeAppliedOnce() {
        let quote = FareCalculator(route: .portsmouthFishbourne)
            .quote(adults: 2, vehicle: .car, returnTrip: true)
        XCTAssertEqual(quote.totalPence, 14_650)
    }
}

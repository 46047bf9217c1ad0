import XCTest
@testable import Ferry

final class FareCalculatorTests: XCTestCase {
    func testSingleAdultFare() {
        XCTAssertEqual(FareCalculator.standard.price(for: .single, riders: [.adult]), Money(minor: 1_450, currency: "EUR"))
    }

    func testReturnFareAppliesDiscount() {
        let price = FareCalculator.standard.price(for: .return, riders: [.adult, .child])
        XCTAssertEqual(price, Money(minor: 3_480, currency: "EUR"))
    }
}

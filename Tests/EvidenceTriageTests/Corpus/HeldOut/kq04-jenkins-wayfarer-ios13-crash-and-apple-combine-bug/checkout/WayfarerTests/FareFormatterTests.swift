import XCTest
@testable import Wayfarer

final class FareFormatterTests: XCTestCase {
    func testFareShowsCents() {
        XCTAssertEqual(FareFormatter().string(for: 89.5, currencyCode: "USD"), "$89.50")
    }

    func testFareRoundsToWholeCurrencyUnits() {
        XCTAssertEqual(FareFormatter().string(for: Decimal(string: "1234.5")!, currencyCode: "JPY"), "¥1,235")
    }
}

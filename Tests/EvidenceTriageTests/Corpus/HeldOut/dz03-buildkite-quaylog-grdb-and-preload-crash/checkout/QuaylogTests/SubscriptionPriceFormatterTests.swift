import XCTest
@testable import Quaylog

final class SubscriptionPriceFormatterTests: XCTestCase {

    private let formatter = SubscriptionPriceFormatter()

    func testUSDPrice() {
        XCTAssertEqual(formatter.string(amountInMinorUnits: 499, currencyCode: "USD"), "$4.99")
    }

    func testEURPrice() {
        XCTAssertEqual(formatter.string(amountInMinorUnits: 549, currencyCode: "EUR"), "€5.49")
    }

    func testYenPriceHasNoMinorUnits() {
        // JPY has no minor units: the store sends 800 for ¥800.
        XCTAssertEqual(formatter.string(amountInMinorUnits: 800, currencyCode: "JPY"), "¥800")
    }
}

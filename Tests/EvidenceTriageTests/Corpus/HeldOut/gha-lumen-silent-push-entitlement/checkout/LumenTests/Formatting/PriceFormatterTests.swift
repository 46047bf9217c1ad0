import XCTest
@testable import Lumen

final class PriceFormatterTests: XCTestCase {

    func testSmallDollarAmountHasNoDecimals() throws {
        let pounds = PriceFormatter.shared.string(cents: 500, currencyCode: "GBP")
        XCTAssertEqual(pounds, "£5")
        let dollars = PriceFormatter.shared.string(cents: 500, currencyCode: "USD")
        XCTAssertEqual(dollars, "$5")
    }
}

import XCTest
@testable import Wharf

final class BerthPriceFormatterTests: XCTestCase {
    func testNightlyRateShowsCurrencyPerNight() {
        XCTAssertEqual(BerthPriceFormatter.nightly(42, currency: "GBP"), "£42.00 / night")
    }
}

import XCTest
@testable import Bracken

final class CheckoutSummaryTests: XCTestCase {
    func testTaxLineHiddenForUS() {
        let summary = CheckoutSummary(price: 79.99, storefront: "USA")
        XCTAssertFalse(summary.showsTaxLine)
    }

    func testTaxLineShownForDE() {
        XCTAssertTrue(CheckoutSummary(price: 79.99, storefront: "DEU").showsTaxLine)
    }
}

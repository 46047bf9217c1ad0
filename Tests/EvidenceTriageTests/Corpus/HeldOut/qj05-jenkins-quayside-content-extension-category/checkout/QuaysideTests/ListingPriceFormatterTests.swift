import XCTest
@testable import Quayside

final class ListingPriceFormatterTests: XCTestCase {
    func testPriceReducedBadge() {
        let badge = ListingPriceFormatter(locale: Locale(identifier: "en_GB")).reductionBadge(from: 430_000, to: 415_000)
        XCTAssertEqual(badge, "Reduced by £15,000")
    }
}

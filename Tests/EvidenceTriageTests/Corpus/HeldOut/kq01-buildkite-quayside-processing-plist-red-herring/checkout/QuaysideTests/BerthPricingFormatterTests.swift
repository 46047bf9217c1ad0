import XCTest
@testable import Quayside

final class BerthPricingFormatterTests: XCTestCase {
    func testNightlyRateUsesMarinaCurrency() {
        let formatter = BerthPricingFormatter(marina: Marina(name: "Falmouth Haven", currencyCode: "GBP"))
        XCTAssertEqual(formatter.nightlyRate(42), "£42.00")
    }

    func testNightlyRateRoundsToPence() {
        let formatter = BerthPricingFormatter(marina: Marina(name: "Cork Harbour", currencyCode: "EUR"))
        XCTAssertEqual(formatter.nightlyRate(Decimal(string: "19.999")!), "€20.00")
    }
}

import XCTest
@testable import Tidebound

final class CheckoutSummaryTests: XCTestCase {
    func testFreeShippingThreshold() {
        let summary = CheckoutSummary(subtotalCents: 7500)
        XCTAssertEqual(summary.shippingCents, 0, "orders of $75 ship free")
    }
}

import XCTest
@testable import Ottermere

final class InvoiceMathTests: XCTestCase {
    func testDiscountAppliedBeforeVat() {
        let total = InvoiceMath.total(netCents: 10_000, discountPercent: 10, vatPercent: 20)
        XCTAssertEqual(total, 10_800)
    }
}

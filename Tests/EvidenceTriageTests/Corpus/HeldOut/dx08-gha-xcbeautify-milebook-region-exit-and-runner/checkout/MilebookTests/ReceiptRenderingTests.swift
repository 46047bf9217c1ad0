import XCTest
@testable import Milebook

final class ReceiptRenderingTests: XCTestCase {
    func testTotalsAlignRight() throws {
        let view = ReceiptView(trip: .fixture(km: 17.3, ratePerKm: 0.30))
        view.layoutIfNeeded()
        let total = try XCTUnwrap(view.totalLabel)
        XCTAssertEqual(total.textAlignment, .right)
    }
}

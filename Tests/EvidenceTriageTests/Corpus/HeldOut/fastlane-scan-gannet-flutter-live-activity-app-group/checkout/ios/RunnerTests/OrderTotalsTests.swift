import XCTest
@testable import Runner

final class OrderTotalsTests: XCTestCase {
    func testTipRoundsHalfUp() {
        let totals = OrderTotals(subtotalCents: 1_845, tipPercent: 15)
        XCTAssertEqual(totals.tipCents, 277)
    }
}

import XCTest
@testable import Tallyho

final class ReceiptTotalsTests: XCTestCase {
    func testSplitEvenly() {
        XCTAssertEqual(ReceiptTotals.split(30, ways: 3), [10, 10, 10])
    }

    func testSplitRoundsHalfUp() {
        XCTAssertEqual(ReceiptTotals.split(Decimal(string: "10.01")!, ways: 2), [Decimal(string: "5.01")!, Decimal(string: "5.01")!])
    }
}

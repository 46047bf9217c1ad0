import XCTest
@testable import Marigold

final class SplitBillTests: XCTestCase {
    func testEvenSplit() {
        XCTAssertEqual(SplitBill(total: 90, people: 3).shares, [30, 30, 30])
    }

    func testRemainderCentsGoToFirstPayers() {
        let split = SplitBill(total: Decimal(string: "100.00")!, people: 3)
        XCTAssertEqual(split.shares, [Decimal(string: "33.34")!, Decimal(string: "33.33")!, Decimal(string: "33.33")!])
    }
}

import XCTest
@testable import Drumlin

final class ReceiptTotalsTests: XCTestCase {
    func testRoundsToTwoPlaces() {
        XCTAssertEqual(ReceiptTotals.rounded(Decimal(string: "12.344")!), Decimal(string: "12.34")!)
    }

    func testRoundsHalfToEven() {
        XCTAssertEqual(ReceiptTotals.rounded(Decimal(string: "2.345")!), Decimal(string: "2.34")!)
    }
}

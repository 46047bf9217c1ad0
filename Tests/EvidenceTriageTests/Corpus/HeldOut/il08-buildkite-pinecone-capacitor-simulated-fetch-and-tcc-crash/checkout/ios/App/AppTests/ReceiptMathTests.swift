import XCTest
@testable import App

final class ReceiptMathTests: XCTestCase {
  func testTotalRoundsHalfEven() {
    // 2.345 + 1.000 = 3.345 -> banker's rounding to 3.34 (matches the accounting export)
    XCTAssertEqual(ReceiptMath.total(["2.345", "1.000"]), "3.34")
  }
}

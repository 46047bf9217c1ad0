import XCTest
@testable import BrambleChat

final class TipAmountFormatterTests: XCTestCase {
    func testPositiveTipString() {
        XCTAssertEqual(TipAmountFormatter(symbol: "B").string(for: 1.5), "B1.50")
    }

    func testNegativeTipString() {
        let formatter = TipAmountFormatter(symbol: "B")
        XCTAssertEqual(formatter.string(for: -1.5), "-B1.50")
    }
}

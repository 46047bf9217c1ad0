import XCTest
@testable import Kestrel

final class ZecAmountFormatterTests: XCTestCase {
    private let formatter = ZecAmountFormatter()

    func testKeepsTwoDecimalsForRoundAmounts() {
        XCTAssertEqual(formatter.string(zatoshi: 150_000_000), "1.50 ZEC")
    }

    func testFormatsZatoshiWithEightDecimals() {
        XCTAssertEqual(formatter.string(zatoshi: 12_345), "0.00012345 ZEC")
    }
}

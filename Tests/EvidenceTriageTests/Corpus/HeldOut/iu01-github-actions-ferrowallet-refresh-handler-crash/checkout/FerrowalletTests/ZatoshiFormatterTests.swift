import XCTest
@testable import Ferrowallet

final class ZatoshiFormatterTests: XCTestCase {
    func testFormatsWholeZec() {
        XCTAssertEqual(ZatoshiFormatter.string(fromZatoshi: 250_000_000), "2.5")
    }

    func testFormatsSubZecAmountWithEightDecimals() {
        // Amounts under 1 ZEC are shown with full precision on the send sheet.
        XCTAssertEqual(ZatoshiFormatter.string(fromZatoshi: 10_000), "0.00010000")
    }

    func testZeroIsPlainZero() {
        XCTAssertEqual(ZatoshiFormatter.string(fromZatoshi: 0), "0")
    }
}

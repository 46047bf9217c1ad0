import XCTest
@testable import Kelpwallet

final class ZatoshiFormatterTests: XCTestCase {
    func testFormatsWholeCoins() {
        XCTAssertEqual(ZatoshiFormatter.string(fromZatoshi: 300_000_000), "3 KLP")
    }

    func testFormatsSubCentAmountWithLeadingZero() {
        XCTAssertEqual(ZatoshiFormatter.string(fromZatoshi: 50_000), "0.0005 KLP")
    }

    func testFormatsMaximumPrecision() {
        XCTAssertEqual(ZatoshiFormatter.string(fromZatoshi: 100_000_001), "1.00000001 KLP")
    }
}

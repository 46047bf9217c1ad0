import XCTest
@testable import Quarry

final class ZatoshiFormatterTests: XCTestCase {
    func testFormatsSubCentAmounts() {
        XCTAssertEqual(ZatoshiFormatter.string(from: 1_500), "0.000015 ZEC")
    }

    func testFormatsWholeAmounts() {
        XCTAssertEqual(ZatoshiFormatter.string(from: 300_000_000), "3 ZEC")
    }
}

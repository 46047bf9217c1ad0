import XCTest
@testable import Ledgerline

final class AmountFormatterTests: XCTestCase {
    func testWholeAmounts() {
        XCTAssertEqual(AmountFormatter.string(baseUnits: 300_000_000), "3.0 LGR")
    }

    func testSubUnitAmountsRoundDown() {
        // 0.00123456 LGR must never be shown as more than the wallet holds
        XCTAssertEqual(AmountFormatter.string(baseUnits: 123_456), "0.0012345 LGR")
    }

    func testZero() {
        XCTAssertEqual(AmountFormatter.string(baseUnits: 0), "0.0 LGR")
    }
}

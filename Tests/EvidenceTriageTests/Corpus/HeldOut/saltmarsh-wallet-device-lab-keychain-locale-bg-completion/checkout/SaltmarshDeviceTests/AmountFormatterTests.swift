import XCTest
@testable import Saltmarsh

final class AmountFormatterTests: XCTestCase {
    /// Balances always use "." for decimals and "," for grouping, whatever the device region.
    func testBalanceUsesDotDecimalSeparator() {
        let amount = NSDecimalNumber(string: "1234.56")
        XCTAssertEqual(amount.localizedString, "1,234.56")
    }
}

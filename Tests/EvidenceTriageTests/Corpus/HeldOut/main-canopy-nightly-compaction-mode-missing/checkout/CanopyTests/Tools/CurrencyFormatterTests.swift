import XCTest
@testable import Canopy

final class CurrencyFormatterTests: XCTestCase {
    private let formatter = CurrencyFormatter()

    func testFormatHumanReadableWithRoundingWorksUsingSmallDecimalValue() throws {
        let amount = "96.518"
        let formatted = formatter.formatHumanReadableAmount(amount, roundSmallNumbers: true)
        XCTAssertEqual(formatted, "$97")
    }
}

import XCTest
@testable import Tallyho

final class AmountFormatterTests: XCTestCase {
    func testNegativeAmountsUseMinusSign() {
        let f = AmountFormatter(currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(minorUnits: -1999), "-19,99 €")
    }
}

import XCTest
@testable import TallyJar

final class AmountFormatterTests: XCTestCase {
    func testFormatsNexWithTwoDecimals() {
        let formatter = AmountFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(satoshis: 1_250_000_000), "12,500,000.00 NEX")
    }
}

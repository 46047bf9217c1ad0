import XCTest
@testable import Ledgerpine

final class AmountParserTests: XCTestCase {
    func testDotDecimalSeparator() {
        XCTAssertEqual(AmountParser(locale: Locale(identifier: "en_GB")).parse("12.50"), 12.50)
    }

    func testCommaDecimalSeparator() {
        XCTAssertEqual(AmountParser(locale: Locale(identifier: "de_DE")).parse("12,50"), 12.50)
    }
}

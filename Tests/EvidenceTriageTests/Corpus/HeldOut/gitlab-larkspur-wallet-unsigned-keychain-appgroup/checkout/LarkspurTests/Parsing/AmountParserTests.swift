import XCTest
@testable import Larkspur

final class AmountParserTests: XCTestCase {
    func testParsesPlainDecimal() {
        XCTAssertEqual(AmountParser(locale: Locale(identifier: "en_US")).parse("1234.50"), 1234.5)
    }

    func testParsesFrenchGrouping() {
        // fr_FR groups thousands with U+202F and uses a decimal comma.
        XCTAssertEqual(AmountParser(locale: Locale(identifier: "fr_FR")).parse("1\u{202F}234,50"), 1234.5)
    }
}

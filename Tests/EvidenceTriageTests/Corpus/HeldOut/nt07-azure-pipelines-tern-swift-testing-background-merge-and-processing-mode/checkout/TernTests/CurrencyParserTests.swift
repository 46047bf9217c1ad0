import XCTest
@testable import Tern

final class CurrencyParserTests: XCTestCase {
    func testParsesEuroWithCommaDecimal() throws {
        XCTAssertEqual(try CurrencyParser.parse("12,50 €", locale: Locale(identifier: "de_DE")), Decimal(string: "12.50"))
    }

    func testParsesDollar() throws {
        XCTAssertEqual(try CurrencyParser.parse("$8.99", locale: Locale(identifier: "en_US")), Decimal(string: "8.99"))
    }
}

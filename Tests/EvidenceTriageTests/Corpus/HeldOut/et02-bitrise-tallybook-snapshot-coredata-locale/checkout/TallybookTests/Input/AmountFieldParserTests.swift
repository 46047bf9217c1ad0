import XCTest
@testable import Tallybook

final class AmountFieldParserTests: XCTestCase {
    private func parser(locale: String) -> AmountFieldParser {
        var settings = UserSettings.inMemory()
        settings.amountLocale = Locale(identifier: locale)
        return AmountFieldParser(settings: settings)
    }

    func testParsesPlainInteger() {
        XCTAssertEqual(parser(locale: "en_US").parse("12"), Decimal(12))
    }

    func testEmptyFieldIsNil() {
        XCTAssertNil(parser(locale: "en_US").parse("   "))
    }

    func testParsesGermanDecimalComma() {
        // User picked German number formatting in Settings > Region.
        XCTAssertEqual(parser(locale: "de_DE").parse("12,50"), Decimal(string: "12.5"))
    }

    func testParsesUSDecimalPoint() {
        XCTAssertEqual(parser(locale: "en_US").parse("12.50"), Decimal(string: "12.5"))
    }
}

import XCTest
@testable import PennantCore

final class AmountFormatterTests: XCTestCase {
    func testEnglishDecimalFormatting() {
        XCTAssertEqual(AmountFormatter(locale: Locale(identifier: "en_US")).string(from: 1234.56), "1,234.56")
    }

    func testFrenchDecimalFormatting() {
        let formatter = AmountFormatter(locale: Locale(identifier: "fr_FR"))
        XCTAssertEqual(formatter.string(from: 1234.56), "1\u{00A0}234,56")
    }
}

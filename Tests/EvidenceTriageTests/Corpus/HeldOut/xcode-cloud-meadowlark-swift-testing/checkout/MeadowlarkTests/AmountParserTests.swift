import Foundation
import Testing
@testable import Meadowlark

@Suite struct AmountParserTests {

    @Test func parsesEnglishGrouping() {
        let parser = AmountParser(locale: Locale(identifier: "en_US"))
        #expect(parser.parse("1,234.56") == 1234.56)
    }

    @Test func parsesGermanDecimalComma() {
        let parser = AmountParser(locale: Locale(identifier: "de_DE"))
        #expect(parser.parse("1.234,56") == 1234.56)
    }

    @Test func parsesArabicIndicDigits() {
        let parser = AmountParser(locale: Locale(identifier: "ar_SA"))
        let text = parser.format(1234.56)          // "١٬٢٣٤٫٥٦"
        let value = parser.parse(text)
        #expect(value == 1234.56)
    }
}

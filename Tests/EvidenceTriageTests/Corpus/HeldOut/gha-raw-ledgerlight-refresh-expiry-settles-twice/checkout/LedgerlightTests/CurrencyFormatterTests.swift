import Foundation
import Testing
@testable import Ledgerlight

struct CurrencyFormatterTests {
    @Test(arguments: [
        ("USD", "en_US", -1250, "-$12.50"),
        ("GBP", "en_GB", -1250, "-£12.50"),
        ("EUR", "de_DE", -1250, "-12,50 €"),
    ])
    func formatsNegativeAmounts(code: String, locale: String, minorUnits: Int, expected: String) {
        let formatter = CurrencyFormatter(currencyCode: code, locale: Locale(identifier: locale))
        #expect(formatter.string(fromMinorUnits: minorUnits) == expected)
    }

    @Test func formatsNegativeJPY() {
        // JPY has no minor unit: 1250 stored units are ¥1,250, not ¥12.50.
        let formatter = CurrencyFormatter(currencyCode: "JPY", locale: Locale(identifier: "ja_JP"))
        #expect(formatter.string(fromMinorUnits: -1250) == "-￥1,250")
    }

    @Test func parsesGroupedInput() throws {
        let formatter = CurrencyFormatter(currencyCode: "USD", locale: Locale(identifier: "en_US"))
        #expect(try formatter.minorUnits(from: "1,204.99") == 120499)
    }
}

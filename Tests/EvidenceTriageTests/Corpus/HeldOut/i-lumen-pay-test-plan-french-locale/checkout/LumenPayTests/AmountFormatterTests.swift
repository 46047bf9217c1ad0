import Testing
import Foundation
@testable import LumenPay

struct AmountFormatterTests {
    @Test func formatsAmountForUS() {
        #expect(AmountFormatter(locale: Locale(identifier: "en_US")).string(cents: 123456, currency: "USD") == "$1,234.56")
    }

    @Test func formatsAmountForFrance() {
        let text = AmountFormatter(locale: Locale(identifier: "fr_FR")).string(cents: 123456, currency: "EUR")
        #expect(text == "1\u{202F}234,56\u{00A0}€")
    }
}

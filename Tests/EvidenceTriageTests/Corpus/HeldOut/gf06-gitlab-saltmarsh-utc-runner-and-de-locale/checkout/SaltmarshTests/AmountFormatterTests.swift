import Foundation
import Testing
@testable import Saltmarsh

@Suite struct AmountFormatterTests {

    @Test func groupsThousandsWithComma() {
        let formatter = AmountFormatter()
        #expect(formatter.string(from: 31_000) == "€31,000.00")
    }

    @Test func usesCurrencyCode() {
        let formatter = AmountFormatter(currencyCode: "GBP", locale: Locale(identifier: "en_GB"))
        #expect(formatter.string(from: 12.5) == "£12.50")
    }
}

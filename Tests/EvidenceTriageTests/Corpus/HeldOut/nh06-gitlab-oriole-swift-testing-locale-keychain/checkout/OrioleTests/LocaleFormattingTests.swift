import Testing
import Foundation
@testable import Oriole

// Runs in the `Localization` test plan configuration (language: Italian, region: Italy).
@Suite struct LocaleFormattingTests {
    @Test func priceUsesItalianGrouping() {
        let formatted = PriceFormatter().string(cents: 123_450, currency: "EUR")
        #expect(formatted == "1.234,50\u{a0}\u{20ac}")
    }

    @Test func dateHeaderInItalian() {
        let header = DayHeaderFormatter().title(for: .fixture("2026-11-04"))
        #expect(header == "mercoled\u{ec} 4 novembre")
    }
}

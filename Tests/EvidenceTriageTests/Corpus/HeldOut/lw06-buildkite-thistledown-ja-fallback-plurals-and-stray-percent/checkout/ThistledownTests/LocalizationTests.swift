import Foundation
import Testing
@testable import Thistledown

@Suite("Localization")
struct LocalizationTests {
    private let table = StringsTable(bundle: .main, table: "Localizable")

    @Test("Every locale has every key")
    func everyLocaleHasEveryKey() throws {
        let english = try table.keys(for: "en")
        for locale in try table.localizations() where locale != "en" {
            #expect(try table.keys(for: locale) == english, "\(locale) is missing keys")
        }
    }

    /// A bare `%` inside a string that also has placeholders is read as a format
    /// directive by String(format:) and can crash or garble the text.
    @Test("No stray % inside format strings")
    func noStrayPercentInsideFormatStrings() throws {
        var offenders: [(locale: String, key: String, value: String)] = []
        for locale in try table.localizations() {
            for (key, value) in try table.entries(for: locale) where FormatString.hasPlaceholders(value) {
                if FormatString.hasStrayPercent(value) {
                    offenders.append((locale, key, value))
                }
            }
        }
        #expect(offenders.isEmpty)
    }
}

import Foundation
import Testing
@testable import Cadence

@Suite struct PaceFormatterTests {
    @Test func formatsPaceForMetricLocale() {
        let formatter = PaceFormatter(locale: Locale(identifier: "de_DE"))
        #expect(formatter.string(secondsPerKilometre: 305) == "5:05 /km")
    }

    @Test func formatsPaceForImperialLocale() {
        let formatter = PaceFormatter(locale: Locale(identifier: "en_US"))
        #expect(formatter.string(secondsPerKilometre: 305) == "8:11 /mi")
    }
}

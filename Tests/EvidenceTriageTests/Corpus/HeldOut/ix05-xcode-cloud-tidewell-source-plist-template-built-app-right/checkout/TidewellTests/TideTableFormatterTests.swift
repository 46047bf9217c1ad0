import Foundation
import Testing
@testable import Tidewell

struct TideTableFormatterTests {
    let event = TideEvent(kind: .low, date: Date(timeIntervalSince1970: 1_796_866_920), heightMeters: 0.4)

    @Test func highTideUsesTwentyFourHourClockInGermany() {
        let f = TideTableFormatter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        #expect(f.time(of: event) == "17:42")
    }

    @Test func lowTideUsesTwelveHourClockInUSLocale() {
        let f = TideTableFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let formatted = f.time(of: event)
        #expect(formatted == "5:42 PM")
    }
}

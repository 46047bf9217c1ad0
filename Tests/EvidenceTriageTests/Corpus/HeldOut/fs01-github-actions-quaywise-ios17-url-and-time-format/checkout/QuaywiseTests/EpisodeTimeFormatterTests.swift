import XCTest
@testable import Quaywise

final class EpisodeTimeFormatterTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func date(hour: Int, minute: Int) -> Date {
        var components = DateComponents()
        components.year = 2023; components.month = 10; components.day = 12
        components.hour = hour; components.minute = minute
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: components)!
    }

    func testAirTimeUsesTwelveHourClock() {
        let formatter = EpisodeTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc)
        XCTAssertEqual(formatter.airTime(date(hour: 21, minute: 30)), "9:30 PM")
    }

    func testAirTimeUsesTwentyFourHourClockInGermany() {
        let formatter = EpisodeTimeFormatter(locale: Locale(identifier: "de_DE"), timeZone: utc)
        XCTAssertEqual(formatter.airTime(date(hour: 21, minute: 30)), "21:30")
    }
}

import XCTest
@testable import Tidemark

final class DueTimeFormatterTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func date(hour: Int, minute: Int) -> Date {
        var components = DateComponents(year: 2023, month: 8, day: 3, hour: hour, minute: minute)
        components.timeZone = utc
        return Calendar(identifier: .gregorian).date(from: components)!
    }

    func testMidnightIsTwelveAM() {
        let formatter = DueTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc)
        XCTAssertTrue(formatter.string(for: date(hour: 0, minute: 0)).hasPrefix("12:00"))
    }

    func testShortTimeUsesUSStyle() {
        let formatter = DueTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc)

        XCTAssertEqual(formatter.string(for: date(hour: 18, minute: 45)), "6:45 PM")
    }

    func testTwentyFourHourLocale() {
        let formatter = DueTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: utc)
        XCTAssertEqual(formatter.string(for: date(hour: 18, minute: 45)), "18:45")
    }

    func testRelativeDueTomorrow() {
        let formatter = DueTimeFormatter(locale: Locale(identifier: "de_DE"), timeZone: utc)
        XCTAssertEqual(formatter.string(for: date(hour: 7, minute: 5)), "07:05")
    }
}

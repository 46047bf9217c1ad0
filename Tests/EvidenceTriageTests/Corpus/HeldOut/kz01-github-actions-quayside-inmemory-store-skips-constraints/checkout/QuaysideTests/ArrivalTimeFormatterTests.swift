import XCTest
@testable import Quayside

final class ArrivalTimeFormatterTests: XCTestCase {
    private let eta = ISO8601DateFormatter().date(from: "2026-11-18T14:30:00Z")!
    private let utc = TimeZone(identifier: "UTC")!

    func testArrivalIn12HourLocale() {
        let text = ArrivalTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc).string(from: eta)
        XCTAssertEqual(text, "2:30 PM")
    }

    func testArrivalIn24HourLocale() {
        let text = ArrivalTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: utc).string(from: eta)
        XCTAssertEqual(text, "14:30", "en_GB should show a 24-hour arrival time")
    }
}

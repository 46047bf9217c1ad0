import XCTest
@testable import Tidewell

final class DoseTimeFormatterTests: XCTestCase {
    private let dose = ISO8601DateFormatter().date(from: "2026-04-02T08:00:00Z")!
    private let utc = TimeZone(identifier: "UTC")!

    func testUSDoseTime() {
        XCTAssertEqual(DoseTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc).string(from: dose), "8:00")
    }

    func testUKDoseTimeUsesTwoDigitHour() {
        XCTAssertEqual(DoseTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: utc).string(from: dose), "08:00")
    }

    func testGermanDoseTimeUsesTwoDigitHour() {
        XCTAssertEqual(DoseTimeFormatter(locale: Locale(identifier: "de_DE"), timeZone: utc).string(from: dose), "08:00")
    }
}

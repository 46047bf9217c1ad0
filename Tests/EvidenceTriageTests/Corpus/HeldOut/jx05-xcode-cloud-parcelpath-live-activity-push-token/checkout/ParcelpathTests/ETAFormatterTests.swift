import XCTest
@testable import Parcelpath

final class ETAFormatterTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_794_300_000) // Sat 15 Nov 2026 09:20 UTC
    func testArrivingTodayUsesRelativePhrase() {
        let f = ETAFormatter(now: now, calendar: .utc, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(etaMinutes: 35), "in 35 minutes")
    }
    func testTomorrowUsesDayName() {
        let f = ETAFormatter(now: now, calendar: .utc, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(etaMinutes: 60 * 20), "Sunday")
    }
}

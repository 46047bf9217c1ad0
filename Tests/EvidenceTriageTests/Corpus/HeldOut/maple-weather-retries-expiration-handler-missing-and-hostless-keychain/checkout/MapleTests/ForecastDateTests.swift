import XCTest
@testable import Maple

final class ForecastDateTests: XCTestCase {
    func testParsesIssuedAtInUTC() {
        let parsed = ForecastDates.issuedAt("2026-09-18T06:00:00Z", locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/Chicago")!)
        XCTAssertNotNil(parsed)
    }

    /// Reported from London with the 24-hour clock switched off.
    func testParsesIssuedAtInUTCZeroWithTwelveHourClock() {
        let parsed = ForecastDates.issuedAt("2026-09-18T18:00:00Z", locale: Locale(identifier: "en_GB@hours=h12"), timeZone: TimeZone(identifier: "Europe/London")!)
        XCTAssertNotNil(parsed, "issuedAt should not depend on the user's clock setting")
    }
}

import XCTest
@testable import ParcelPostKit

final class DeliveryEtaFormatterTests: XCTestCase {
    func testSameDayWindowOmitsDate() {
        let formatter = DeliveryEtaFormatter(locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "Europe/London")!)
        let start = Fixtures.date("2026-09-14T13:00:00+01:00")
        let end = Fixtures.date("2026-09-14T15:00:00+01:00")
        XCTAssertEqual(formatter.window(start: start, end: end), "13:00 – 15:00")
    }
}

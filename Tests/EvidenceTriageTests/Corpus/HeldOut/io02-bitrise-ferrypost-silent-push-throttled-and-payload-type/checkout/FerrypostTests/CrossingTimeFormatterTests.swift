import XCTest
@testable import Ferrypost

final class CrossingTimeFormatterTests: XCTestCase {
    func testNextDepartureUses24HourClockInNorway() {
        let date = ISO8601DateFormatter().date(from: "2026-12-04T16:45:00Z")!
        let s = CrossingTimeFormatter.nextDeparture(date, locale: Locale(identifier: "nb_NO"),
                                                    timeZone: TimeZone(identifier: "Europe/Oslo")!)
        XCTAssertEqual(s, "17:45")
    }
}

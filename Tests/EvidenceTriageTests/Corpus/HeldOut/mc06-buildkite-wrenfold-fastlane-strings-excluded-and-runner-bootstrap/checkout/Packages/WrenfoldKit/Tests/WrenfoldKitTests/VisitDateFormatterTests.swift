import XCTest
@testable import WrenfoldKit

final class VisitDateFormatterTests: XCTestCase {
    func testFormatsVisitInVenueTimeZone() {
        let visit = Visit(at: ISO8601DateFormatter().date(from: "2026-08-13T07:30:00Z")!,
                          venueTimeZone: TimeZone(identifier: "Europe/Oslo")!)
        let formatter = VisitDateFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(for: visit), "Thu 13 Aug, 09:30")
    }
}

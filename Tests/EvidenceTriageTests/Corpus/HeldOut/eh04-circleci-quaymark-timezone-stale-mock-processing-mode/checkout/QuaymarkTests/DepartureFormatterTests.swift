import XCTest
@testable import Quaymark

final class DepartureFormatterTests: XCTestCase {
    func testFormatsDepartureInHarbourTime() {
        // 06:45Z is 07:45 in Bergen (CET, UTC+1) on 5 November.
        let departure = Departure(route: .bergenStavanger,
                                  scheduledAt: ISO8601DateFormatter().date(from: "2026-11-05T06:45:00Z")!,
                                  harbour: .bergen)
        let text = DepartureFormatter(locale: Locale(identifier: "nb_NO")).string(for: departure)
        XCTAssertEqual(text, "07:45")
    }

    func testFormatsCrossingDuration() {
        XCTAssertEqual(CrossingDurationFormatter().string(minutes: 275), "4 t 35 min")
    }
}

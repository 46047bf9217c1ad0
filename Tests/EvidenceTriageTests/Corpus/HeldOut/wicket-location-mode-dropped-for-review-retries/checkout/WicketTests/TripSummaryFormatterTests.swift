import XCTest
@testable import Wicket

final class TripSummaryFormatterTests: XCTestCase {
    func testDistanceUsesLocaleUnits() {
        let text = TripSummaryFormatter(locale: Locale(identifier: "en_GB")).distance(meters: 12_400)
        XCTAssertEqual(text, "7.7 mi")
    }

    func testDurationRoundsToMinutes() {
        XCTAssertEqual(TripSummaryFormatter(locale: .current).duration(seconds: 1_830), "31 min")
    }
}

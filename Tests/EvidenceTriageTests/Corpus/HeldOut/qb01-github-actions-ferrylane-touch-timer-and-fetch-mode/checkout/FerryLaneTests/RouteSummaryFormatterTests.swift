import XCTest
@testable import FerryLane

final class RouteSummaryFormatterTests: XCTestCase {
    func testMilesRoundedToOneDecimal() {
        let formatter = RouteSummaryFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.distance(meters: 12_874), "8.0 mi")
    }

    func testEtaShownInTwentyFourHourClockForUK() {
        let formatter = RouteSummaryFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.eta(hour: 17, minute: 5), "17:05")
    }
}

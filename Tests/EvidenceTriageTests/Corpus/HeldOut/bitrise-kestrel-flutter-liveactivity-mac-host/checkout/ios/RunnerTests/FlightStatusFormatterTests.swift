import XCTest
@testable import Runner

final class FlightStatusFormatterTests: XCTestCase {
    private let formatter = FlightStatusFormatter(locale: Locale(identifier: "en_GB"))

    func testOnTimeBanner() {
        XCTAssertEqual(formatter.banner(delayMinutes: 0), "On time")
    }

    func testDelayBannerRoundsToFiveMinutes() {
        // Airlines publish delays in 5-minute steps; 12 minutes shows as "Delayed 10 min".
        XCTAssertEqual(formatter.banner(delayMinutes: 12), "Delayed 10 min")
    }

    func testGateChangeBanner() {
        XCTAssertEqual(formatter.banner(gateChange: ("B12", "C3")), "Gate changed: B12 → C3")
    }
}

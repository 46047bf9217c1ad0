import XCTest
@testable import Runner

final class SunCalcBridgeTests: XCTestCase {
    func testSolarNoonParsing() {
        XCTAssertEqual(SunCalcBridge.parseClock("13:07")?.minutesSinceMidnight, 787)
    }

    func testDaylightMinutesFormatting() {
        XCTAssertEqual(SunCalcBridge.formatDaylight(minutes: 845), "14 h 05 min")
    }
}

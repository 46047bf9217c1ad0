import XCTest
@testable import Runner

/// Native buoy-feed parser used by the home-screen widget provider.
final class SwellParserTests: XCTestCase {
    func testParsesSwellHeight() throws {
        let reading = try SwellParser.parse("WVHT 1.8 m DPD 12 s MWD 285")
        XCTAssertEqual(reading.heightMeters, 1.8, accuracy: 0.001)
    }

    func testParsesSwellPeriodSeconds() throws {
        let reading = try SwellParser.parse("WVHT 1.8 m DPD 12 s MWD 285")
        XCTAssertEqual(reading.periodSeconds, 12)
    }
}

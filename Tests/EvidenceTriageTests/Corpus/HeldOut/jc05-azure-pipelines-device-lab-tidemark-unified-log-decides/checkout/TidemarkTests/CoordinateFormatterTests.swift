import XCTest
@testable import Tidemark

final class CoordinateFormatterTests: XCTestCase {
    func testNorthernLatitude() {
        XCTAssertEqual(CoordinateFormatter.dms(50.5, positive: "N", negative: "S"), "50°30′00″N")
    }

    func testDegreesMinutesSecondsRoundsSeconds() {
        XCTAssertEqual(CoordinateFormatter.dms(-1.308333, positive: "E", negative: "W"), "1°18′30″W")
    }
}

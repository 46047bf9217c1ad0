import XCTest
@testable import Driftwood

final class CoordinateFormatterTests: XCTestCase {
    func testLatitudeUsesDegreesDecimalMinutes() {
        XCTAssertEqual(CoordinateFormatter.latitude(48.8567), "48°51.402'N")
    }

    func testSouthernHemisphere() {
        XCTAssertEqual(CoordinateFormatter.latitude(-33.5), "33°30.000'S")
    }
}

import XCTest
@testable import Saltgrove

final class CoordinateTextTests: XCTestCase {
    func testDecimalDegrees() {
        XCTAssertEqual(CoordinateText.decimal(lat: 57.1497, lon: -2.0943), "57.1497° N, 2.0943° W")
    }

    func testDegreesMinutesSeconds() {
        XCTAssertEqual(CoordinateText.dms(lat: 57.1497, lon: -2.0943), "57°8′58.9″ N, 2°5′39.5″ W")
    }
}

import XCTest
@testable import Ridgeline

final class ElevationFormatterTests: XCTestCase {
    func testZero() {
        XCTAssertEqual(ElevationFormatter.feet(fromMeters: 0), "0 ft")
    }

    func testFeetAreRoundedToNearestTen() {
        XCTAssertEqual(ElevationFormatter.feet(fromMeters: 2_061), "6,760 ft")
    }
}

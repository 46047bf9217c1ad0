import XCTest
@testable import Trailmix

final class ElevationFormatterTests: XCTestCase {
    func testFeetRoundedToNearestTen() {
        XCTAssertEqual(ElevationFormatter().feet(fromMeters: 1234), "4,050 ft")
    }
}

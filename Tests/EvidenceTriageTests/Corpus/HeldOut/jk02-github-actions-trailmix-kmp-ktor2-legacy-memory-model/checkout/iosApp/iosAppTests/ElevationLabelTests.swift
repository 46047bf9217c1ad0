import XCTest
@testable import iosApp

final class ElevationLabelTests: XCTestCase {
    func testFeetAreRoundedToNearestTen() {
        XCTAssertEqual(ElevationLabel.feet(fromMeters: 1_524), "5,000 ft")
        XCTAssertEqual(ElevationLabel.feet(fromMeters: 2_001.3), "6,570 ft")
    }
}

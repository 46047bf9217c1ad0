import XCTest
@testable import TrailheadKit

final class TrailDistanceTests: XCTestCase {
    func testKilometresRoundedToTenth() {
        XCTAssertEqual(TrailDistance(metres: 12_349).formatted(unit: .kilometres), "12.3 km")
    }

    func testMilesRoundedToTenth() {
        XCTAssertEqual(TrailDistance(metres: 12_349).formatted(unit: .miles), "7.7 mi")
    }
}

import XCTest
@testable import Trailmix

final class ElevationGainTests: XCTestCase {
    func testSimpleClimb() {
        XCTAssertEqual(ElevationGain.total([100, 120, 150]), 50)
    }

    func testIgnoresGpsJitter() {
        XCTAssertEqual(ElevationGain.total([100, 101, 100, 102, 101]), 0)
    }
}

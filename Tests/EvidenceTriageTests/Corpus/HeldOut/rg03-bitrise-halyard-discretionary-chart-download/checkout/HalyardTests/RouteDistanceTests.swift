import XCTest
@testable import Halyard

final class RouteDistanceTests: XCTestCase {
    func testNauticalMilesRounding() {
        XCTAssertEqual(RouteDistance.label(metres: 12_870), "7.0 nm")
    }
}

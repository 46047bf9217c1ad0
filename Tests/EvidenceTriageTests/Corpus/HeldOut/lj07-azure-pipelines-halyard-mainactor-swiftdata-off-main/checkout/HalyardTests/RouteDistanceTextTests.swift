import XCTest
@testable import Halyard

final class RouteDistanceTextTests: XCTestCase {
    func testNauticalMiles() {
        XCTAssertEqual(RouteDistanceText.nautical(meters: 9_260), "5.0 nmi")
    }
}

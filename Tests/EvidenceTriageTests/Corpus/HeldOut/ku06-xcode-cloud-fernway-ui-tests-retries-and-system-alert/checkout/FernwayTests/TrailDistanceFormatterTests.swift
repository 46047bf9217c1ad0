import XCTest
@testable import Fernway

final class TrailDistanceFormatterTests: XCTestCase {
    func testMilesRoundToOneDecimal() {
        XCTAssertEqual(TrailDistanceFormatter.miles(meters: 6437), "4.0 mi")
    }
}

import XCTest
@testable import Wayfarer

final class ManeuverFormatterTests: XCTestCase {
    func testDistanceUnderTenthMileInFeet() {
        let f = ManeuverFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.distance(meters: 120), "400 ft")
    }
}

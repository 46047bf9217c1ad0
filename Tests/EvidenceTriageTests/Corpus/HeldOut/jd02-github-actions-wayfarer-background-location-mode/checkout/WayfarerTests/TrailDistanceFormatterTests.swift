import XCTest
@testable import Wayfarer

final class TrailDistanceFormatterTests: XCTestCase {
    private let formatter = TrailDistanceFormatter()

    func testLongDistancesUseKilometres() {
        XCTAssertEqual(formatter.string(meters: 12_340), "12.3 km")
    }

    func testShortDistancesUseMetres() {
        XCTAssertEqual(formatter.string(meters: 400), "400 m")
    }
}

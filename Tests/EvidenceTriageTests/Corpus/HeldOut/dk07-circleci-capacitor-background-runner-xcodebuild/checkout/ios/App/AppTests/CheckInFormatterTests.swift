import XCTest
@testable import App

final class CheckInFormatterTests: XCTestCase {
    func testDistanceInMetres() {
        XCTAssertEqual(CheckInFormatter.distance(metres: 420), "420 m")
    }

    func testDistanceInKilometres() {
        // Two decimals below 10 km (site radius review, BRM-311).
        let text = CheckInFormatter.distance(metres: 1_250)

        XCTAssertEqual(text, "1.25 km")
    }
}

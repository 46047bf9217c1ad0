import XCTest
@testable import Quarry

final class InspectionScoreTests: XCTestCase {
    func testScoreRoundsHalfUp() {
        XCTAssertEqual(InspectionScore(passed: 17, total: 24).percentString, "71%")
    }

    func testPerfectScore() {
        XCTAssertEqual(InspectionScore(passed: 24, total: 24).percentString, "100%")
    }
}

import XCTest
@testable import Harrowby

final class InspectionScoreFormatterTests: XCTestCase {
    func testWholeScoresUnchanged() {
        XCTAssertEqual(InspectionScoreFormatter().string(for: 88), "88")
    }

    func testScoreRoundsHalfUp() {
        XCTAssertEqual(InspectionScoreFormatter().string(for: 72.5), "73")
    }
}

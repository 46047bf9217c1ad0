import XCTest
@testable import Wicket

final class ScorecardFormatterTests: XCTestCase {

    func testOversBallsNotation() {
        XCTAssertEqual(ScorecardFormatter.overs(balls: 119), "19.5")
    }

    func testRunRateTwoDecimals() {
        XCTAssertEqual(ScorecardFormatter.runRate(runs: 187, balls: 120), "9.35")
    }
}

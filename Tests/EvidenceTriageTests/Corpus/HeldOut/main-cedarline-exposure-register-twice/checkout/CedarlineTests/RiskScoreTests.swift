import XCTest
@testable import Cedarline

final class RiskScoreTests: XCTestCase {
    func testScoreForSevenDays() throws {
        let score = RiskCalculator().score(days: Fixtures.sevenDays)
        XCTAssertEqual(score, .low)
    }
}

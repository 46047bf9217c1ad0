import XCTest
@testable import Beacon

final class RiskScoreCalculatorTests: XCTestCase {
    func testLowRiskUnderFiveMinutes() {
        XCTAssertEqual(RiskScoreCalculator().level(minutes: 4, attenuation: 55), .low)
    }

    func testHighRiskAfterFifteenMinutes() {
        XCTAssertEqual(RiskScoreCalculator().level(minutes: 15, attenuation: 55), .high)
    }
}

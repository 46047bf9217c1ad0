import XCTest
@testable import Beacon

final class RiskCalculationTests: XCTestCase {

    func testLowRiskForShortEncounters() throws {
        let encounters = try Fixtures.encounters("short-2026-08")
        let risk = try RiskCalculator(configuration: .current).risk(for: encounters)
        XCTAssertEqual(risk.level, .low)
    }
}

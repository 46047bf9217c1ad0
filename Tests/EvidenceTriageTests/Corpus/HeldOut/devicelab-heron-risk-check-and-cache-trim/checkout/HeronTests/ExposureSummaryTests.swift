import XCTest
@testable import Heron

final class ExposureSummaryTests: XCTestCase {
    func testNoEncountersIsLowRisk() {
        XCTAssertEqual(ExposureSummary(encounters: []).riskLevel, .low)
    }

    func testRiskLevelUsesMostRecentEncounter() {
        let older = Encounter(date: .fixture(daysAgo: 9), attenuation: 45, minutes: 30)     // high, but outside 7 days
        let recent = Encounter(date: .fixture(daysAgo: 2), attenuation: 70, minutes: 5)     // low
        let summary = ExposureSummary(encounters: [older, recent], window: .days(7))

        XCTAssertEqual(summary.riskLevel, .low)
    }
}

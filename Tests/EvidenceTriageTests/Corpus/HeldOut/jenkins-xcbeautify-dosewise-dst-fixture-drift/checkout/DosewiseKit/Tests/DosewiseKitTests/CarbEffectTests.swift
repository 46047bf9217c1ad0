import XCTest
@testable import DosewiseKit

final class CarbEffectTests: XCTestCase {
    func testCarbEffectFromHistory() throws {
        let entries = try CarbFixtures.load("carb_history")
        let ratios = try CarbRatioSchedule(fixtureNamed: "carb_ratio_jul")
        let sensitivity = try InsulinSensitivitySchedule(fixtureNamed: "isf_jul")

        let effects = entries.glucoseEffects(carbRatios: ratios, insulinSensitivities: sensitivity)

        XCTAssertEqual(effects.first?.startDate, CarbFixtures.date("2026-07-14T18:00:00Z"), "first effect should start at the schedule boundary")
        XCTAssertEqual(effects.count, 73)
    }

    func testEmptyHistoryHasNoEffect() {
        XCTAssertTrue([CarbEntry]().glucoseEffects(carbRatios: .flat(10), insulinSensitivities: .flat(40)).isEmpty)
    }
}

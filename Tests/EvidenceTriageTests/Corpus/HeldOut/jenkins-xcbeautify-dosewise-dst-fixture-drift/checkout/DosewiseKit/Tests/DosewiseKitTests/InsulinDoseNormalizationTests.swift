import XCTest
@testable import DosewiseKit

final class InsulinDoseNormalizationTests: XCTestCase {
    private let calendar = Calendar.current

    /// Fixture exported from a pump on 2026-07-14 (CDT, UTC-5).
    private func fixtureSchedule() throws -> BasalRateSchedule {
        try BasalRateSchedule(fixtureNamed: "basal_schedule_jul")
    }

    func testNormalizeBasalSchedule() throws {
        let doses = try DoseFixtures.load("normal_doses")
        let normalized = doses.normalized(against: try fixtureSchedule())
        XCTAssertEqual(normalized.count, 24)
    }

    func testNormalizeEdgeCaseDoses() throws {
        let doses = try DoseFixtures.load("edge_case_doses")
        let normalized = doses.normalized(against: try fixtureSchedule())

        // The temp basal spans the 01:00 schedule boundary and must be split there.
        XCTAssertEqual(normalized.count, 3)
        XCTAssertEqual(normalized[1].startDate, DoseFixtures.date("2026-07-14T06:00:00Z"))
    }
}

import XCTest
@testable import NettleFarm

final class IrrigationScheduleTests: XCTestCase {
    func testZoneOrder() async throws {
        let schedule = try await IrrigationSchedule.load(from: .fixture("zones"))
        XCTAssertEqual(schedule.zones.map(\.id), ["north", "east", "south"])
    }
}

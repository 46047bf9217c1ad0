import XCTest
@testable import Tansy

final class CareScheduleTests: XCTestCase {
    func testNextWateringSkipsWinterDormancy() {
        let plant = Plant.fixture(species: "Ficus lyrata", lastWatered: .fixture("2026-11-28"))
        let next = CareSchedule(hemisphere: .north).nextWatering(for: plant)
        XCTAssertEqual(next, .fixture("2026-12-12"))
    }
}

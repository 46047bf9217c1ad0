import XCTest
@testable import Fernlog

final class PlantScheduleTests: XCTestCase {
    func testWateringIntervalDoublesWhenDormant() {
        let fern = PlantSchedule(baseIntervalDays: 7, isDormant: true)
        XCTAssertEqual(fern.wateringIntervalDays, 14)
    }

    func testWateringIntervalUnchangedWhenActive() {
        let fern = PlantSchedule(baseIntervalDays: 7, isDormant: false)
        XCTAssertEqual(fern.wateringIntervalDays, 7)
    }
}

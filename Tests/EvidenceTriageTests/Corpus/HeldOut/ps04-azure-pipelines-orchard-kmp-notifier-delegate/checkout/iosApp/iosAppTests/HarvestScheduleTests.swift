import XCTest
import ComposeApp

final class HarvestScheduleTests: XCTestCase {
    func testPickWindowSkipsFrost() {
        let days = HarvestFixtures.shared.weekWithFrostOnWednesday()
        let window = HarvestSchedule.shared.pickWindow(days: days, length: 2)
        XCTAssertEqual(window.first?.weekday, "Thu")
    }
}

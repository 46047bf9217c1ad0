@testable import Fernleaf
import XCTest

final class PlantScheduleViewModelTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-12-05T09:00:00Z")!

    func testDueTodaySaysToday() {
        XCTAssertEqual(PlantScheduleViewModel(nextWatering: now.addingTimeInterval(3_600), now: now).nextWateringText, "Today")
    }

    func testNextWateringTomorrowSaysTomorrow() {
        let vm = PlantScheduleViewModel(nextWatering: now.addingTimeInterval(86_400), now: now)
        XCTAssertEqual(vm.nextWateringText, "Tomorrow")
    }

    func testPastDueSaysOverdue() {
        XCTAssertEqual(PlantScheduleViewModel(nextWatering: now.addingTimeInterval(-86_400 * 2), now: now).nextWateringText, "Overdue")
    }
}

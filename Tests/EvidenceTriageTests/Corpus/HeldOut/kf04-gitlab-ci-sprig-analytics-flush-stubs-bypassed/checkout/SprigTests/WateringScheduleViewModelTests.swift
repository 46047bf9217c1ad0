import XCTest
@testable import Sprig

final class WateringScheduleViewModelTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2024-04-09T12:00:00Z")!

    func testOverdueLabelPlural() {
        let vm = WateringScheduleViewModel(plant: .fixture(nextWatering: now.addingTimeInterval(-3 * 86_400)), now: now)
        XCTAssertEqual(vm.statusText, "Overdue by 3 days")
    }

    func testOverdueLabelSingular() {
        let vm = WateringScheduleViewModel(plant: .fixture(nextWatering: now.addingTimeInterval(-86_400)), now: now)
        XCTAssertEqual(vm.statusText, "Overdue by 1 day")
    }
}

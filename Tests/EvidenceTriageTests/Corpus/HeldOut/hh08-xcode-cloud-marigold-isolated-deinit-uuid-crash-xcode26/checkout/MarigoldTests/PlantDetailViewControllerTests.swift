import XCTest
@testable import Marigold

final class PlantDetailViewControllerTests: XCTestCase {

    /// Controllers parked here outlive the test (some UIKit layout checks need them).
    private static var retained: [UIViewController] = []

    func testTitleShowsInterval() {
        let store = ReminderStore.inMemory()
        store.setSchedule(.init(intervalDays: 4), for: "fern")
        let controller = PlantDetailViewController(plant: .fixture(id: "fern", name: "Boston fern"), reminders: store)
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "Boston fern · every 4 days")
        Self.retained.append(controller)
    }

    func testControllerUnsubscribesOnRelease() {
        let store = ReminderStore.inMemory()
        do {
            let controller = PlantDetailViewController(plant: .fixture(id: "fern", name: "Boston fern"), reminders: store)
            XCTAssertEqual(store.subscriberCount, 1)
            _ = controller
        }
        XCTAssertEqual(store.subscriberCount, 0)
    }

    func testReminderToggleUpdatesSchedule() {
        let store = ReminderStore.inMemory()
        let controller = PlantDetailViewController(plant: .fixture(id: "monstera", name: "Monstera"), reminders: store)
        controller.setReminderEnabled(false)
        XCTAssertFalse(store.isEnabled(for: "monstera"))
    }
}

import XCTest
@testable import Pantry

final class ExpiryPruneTaskTests: XCTestCase {
    func testPruneDropsExpiredBatches() throws {
        let store = PantryStore.inMemory(fixture: "two-households")
        let task = ExpiryPruneTask(store: store, reminders: FakeReminders())
        let done = expectation(description: "prune finished")
        task.run { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(store.expiredBatchCount, 0)
    }

    func testPruneCompletesOnceWithTwoHouseholds() throws {
        let store = PantryStore.inMemory(fixture: "two-households")
        let reminders = FakeReminders(calendarResult: .success(()))
        let task = ExpiryPruneTask(store: store, reminders: reminders)
        let done = expectation(description: "prune finished")
        done.assertForOverFulfill = true
        task.run { success in
            XCTAssertTrue(success)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }
}

import XCTest
import CoreData
@testable import Tallyhome

final class DeferredMigrationTests: XCTestCase {
    func testCleanupRequestedWhenMigrationWasDeferred() throws {
        let scheduler = MockTaskScheduler()
        let url = try StoreFixtures.copy("Tallyhome-v3-dropped-table.sqlite")
        _ = PersistenceController(storeURL: url, scheduler: scheduler)
        XCTAssertEqual(scheduler.submitted.first?.identifier, FinishMigrationTask.identifier)
    }

    func testNoCleanupRequestWhenNothingWasDeferred() throws {
        let scheduler = MockTaskScheduler()
        let url = try StoreFixtures.copy("Tallyhome-v4-current.sqlite")
        _ = PersistenceController(storeURL: url, scheduler: scheduler)
        XCTAssertNil(scheduler.submitted.first, "unexpected request: \(String(describing: scheduler.submitted.first))")
    }

    func testHandlerReportsFailureWhenFinishThrows() throws {
        let task = FakeCompletableTask()
        FinishMigrationTask.handle(task, coordinator: ThrowingCoordinator.make())
        XCTAssertEqual(task.completedSuccess, false)
    }
}

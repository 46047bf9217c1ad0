import CoreData
import XCTest
@testable import OspreyRun

final class WorkoutSyncTests: XCTestCase {
    private var container: NSPersistentContainer!

    override func setUpWithError() throws {
        container = PersistenceController.inMemory().container
    }

    private func count() throws -> Int {
        try container.viewContext.count(for: Workout.fetchRequest())
    }

    func testImportsNewWorkouts() throws {
        let engine = WorkoutSyncEngine(container: container)
        try engine.apply([.fixture(id: "w-1"), .fixture(id: "w-2")])
        XCTAssertEqual(try count(), 2)
    }

    func testSyncingSameWorkoutTwiceKeepsOneRecord() throws {
        let engine = WorkoutSyncEngine(container: container)
        // The API can return the same workout twice in one page while a watch upload
        // is still being merged server-side.
        let page: [WorkoutDTO] = [.fixture(id: "w-77"), .fixture(id: "w-77", distanceMeters: 10_012)]
        try engine.apply(page)
        try engine.apply(page)   // refresh task runs again with the same page
        XCTAssertEqual(try count(), 1, "workout w-77 was stored more than once")
    }
}

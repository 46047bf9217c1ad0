import XCTest
import GRDB
@testable import Saffron

final class SharedStoreTests: XCTestCase {
    func testRefreshJobReleasesDatabaseLockBeforeCompleting() async throws {
        let store = try SharedStore.temporaryAppGroupStore()
        let task = RecordingTaskHandle()
        task.onCompleted = {
            // The widget extension must be able to read at the moment the task reports completion.
            XCTAssertNoThrow(try store.widgetReader().read { try Meal.fetchCount($0) })
        }
        await MealSyncJob(db: store.pool, api: .stub(meals: 3)).run(task: task)
        XCTAssertEqual(task.completedSuccess, true)
    }
}

import XCTest
@testable import Larkspur

final class StreakRefreshJobTests: XCTestCase {
    func testRefreshPublishesSnapshotForWidget() async throws {
        let habits = InMemoryHabitStore(habits: [.fixture(name: "Stretch", streak: 12)])
        let job = StreakRefreshJob(habits: habits, snapshots: SharedSnapshotStore(), widgets: SpyWidgetCenter())
        try await job.run()
        XCTAssertEqual(job.lastPublishedCount, 1)
    }
}

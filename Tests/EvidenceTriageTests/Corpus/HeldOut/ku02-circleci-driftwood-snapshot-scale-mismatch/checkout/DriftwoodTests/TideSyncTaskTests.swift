import XCTest
@testable import Driftwood

/// Runs the refresh handler against FakeRefreshTask; BGTaskScheduler is not involved.
final class TideSyncTaskTests: XCTestCase {
    func testRefreshHandlerStoresReadings() {
        let task = FakeRefreshTask()
        let cache = TideCache.inMemory()
        TideSyncTask(client: StubTideClient(.success(.fixtureWeek)), cache: cache).handle(task)
        XCTAssertEqual(task.completedWith, true)
        XCTAssertEqual(cache.readings.count, 168)
    }

    func testRefreshHandlerCompletesTaskOnDecodeFailure() {
        let task = FakeRefreshTask()
        TideSyncTask(client: StubTideClient(.failure(.decodingFixture)), cache: .inMemory()).handle(task)
        XCTAssertEqual(task.completedWith, false, "a decode failure must still end the background task")
    }
}

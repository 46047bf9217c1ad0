import XCTest
@testable import Trailhead

final class TrailConditionsRefreshTests: XCTestCase {

    func testRefreshJobStoresFetchedConditions() async throws {
        let cache = ConditionsCache(inMemory: true)
        let ok = await ConditionsRefreshJob(cache: cache, api: StubConditionsAPI.sample).run()
        XCTAssertTrue(ok)
        XCTAssertEqual(cache.conditions(for: "helvellyn-striding-edge")?.status, .closed)
    }

    func testConditionsRefreshRunsAfterEarliestBeginDate() throws {
        let cache = ConditionsCache.shared
        cache.reset()

        ConditionsRefreshScheduler.schedule(earliestBeginIn: 1)

        // Give iOS a generous window to launch the refresh task.
        Thread.sleep(forTimeInterval: 90)
        XCTAssertNotNil(cache.lastRefreshedAt, "conditions refresh did not run within 90 s of earliestBeginDate")
    }
}

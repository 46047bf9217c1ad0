import XCTest
@testable import Gullwing

/// The fares refresh job (BGAppRefreshTask body) driven with a ManualClock; no scheduler involved.
final class FareCacheRefreshTests: XCTestCase {
    func testRefreshSkipsWhenCacheFresh() async throws {
        let clock = ManualClock(now: .fixtureNoon)
        let api = CountingFaresAPI()
        let cache = FareCache(lastUpdated: clock.now.addingTimeInterval(-10 * 60))
        try await FareRefreshJob(api: api, cache: cache, clock: clock).run()
        XCTAssertEqual(api.requestCount, 0, "cache younger than 30 min must not be refetched")
    }
}

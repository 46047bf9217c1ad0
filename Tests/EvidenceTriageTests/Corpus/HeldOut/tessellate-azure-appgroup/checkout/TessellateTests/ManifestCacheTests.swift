import XCTest
@testable import Tessellate

final class ManifestCacheTests: XCTestCase {
    func testRefreshIfNeededHonoursTTL() async throws {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_796_030_000))
        let api = CountingCourierAPI()
        let cache = CourierManifestCache(api: api, ttl: 3_600, clock: clock)

        try await cache.refreshIfNeeded()          // first load
        clock.advance(by: 600)                     // 10 minutes later, still fresh
        try await cache.refreshIfNeeded()

        XCTAssertEqual(api.fetchCount, 1)
    }

    func testRefreshAfterExpiry() async throws {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_796_030_000))
        let api = CountingCourierAPI()
        let cache = CourierManifestCache(api: api, ttl: 3_600, clock: clock)
        try await cache.refreshIfNeeded()
        clock.advance(by: 3_700)
        try await cache.refreshIfNeeded()
        XCTAssertEqual(api.fetchCount, 2)
    }
}

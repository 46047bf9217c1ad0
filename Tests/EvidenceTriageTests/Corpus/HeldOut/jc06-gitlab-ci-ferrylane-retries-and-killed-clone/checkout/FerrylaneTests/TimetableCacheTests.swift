import XCTest
@testable import Ferrylane

final class TimetableCacheTests: XCTestCase {
    func testStaleEntriesEvictedAfterTTL() async throws {
        let cache = TimetableCache(ttl: .milliseconds(50))
        cache.insert(.fixture(route: "PME-FIS"))
        try await Task.sleep(for: .milliseconds(80))
        XCTAssertNil(cache.entry(route: "PME-FIS"), "entry should be evicted after 50 ms")
    }
}

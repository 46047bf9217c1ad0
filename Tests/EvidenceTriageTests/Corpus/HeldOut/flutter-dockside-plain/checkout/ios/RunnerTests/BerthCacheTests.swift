import XCTest
@testable import Runner

final class BerthCacheTests: XCTestCase {

    func testConcurrentRefreshKeepsNewestSnapshot() async throws {
        let cache = BerthCache(store: InMemoryBerthStore())

        async let a: Void = cache.apply(BerthSnapshot.fixture(version: 41))
        async let b: Void = cache.apply(BerthSnapshot.fixture(version: 42))
        _ = await (a, b)

        XCTAssertEqual(cache.current?.version, 42)
    }
}

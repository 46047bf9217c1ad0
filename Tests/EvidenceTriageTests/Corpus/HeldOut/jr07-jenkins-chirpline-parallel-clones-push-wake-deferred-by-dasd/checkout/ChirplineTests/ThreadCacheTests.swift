import XCTest
@testable import Chirpline

final class ThreadCacheTests: XCTestCase {
    func testEvictsOldestThreadFirst() {
        let cache = ThreadCache(capacity: 2)
        cache.insert(Fixtures.thread("a")); cache.insert(Fixtures.thread("b")); _ = cache["a"]
        cache.insert(Fixtures.thread("c"))
        XCTAssertNil(cache["b"], "least recently used thread should be evicted")
    }
}

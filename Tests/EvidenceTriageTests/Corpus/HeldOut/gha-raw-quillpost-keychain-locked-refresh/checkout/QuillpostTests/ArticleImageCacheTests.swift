import XCTest
@testable import Quillpost

final class ArticleImageCacheTests: XCTestCase {
    func testStoresAndReturnsImageData() async throws {
        let cache = ArticleImageCache(byteBudget: 4_096)
        await cache.insert(Data(count: 1_024), for: "a")
        let hit = await cache.data(for: "a")
        XCTAssertEqual(hit?.count, 1_024)
    }

    func testEvictsLeastRecentlyUsed() async throws {
        let cache = ArticleImageCache(byteBudget: 2_048)
        await cache.insert(Data(count: 1_024), for: "a")
        await cache.insert(Data(count: 1_024), for: "b")
        _ = await cache.data(for: "a")
        await cache.insert(Data(count: 1_024), for: "c")
        let keys = await cache.keys
        XCTAssertEqual(keys.sorted(), ["a", "c"])
    }
}

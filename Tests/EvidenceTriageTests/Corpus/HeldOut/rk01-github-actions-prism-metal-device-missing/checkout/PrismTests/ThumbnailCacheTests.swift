import XCTest
@testable import Prism

final class ThumbnailCacheTests: XCTestCase {
    func testConcurrentInsertsKeepCount() async {
        let cache = ThumbnailCache(limit: 500)
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 { group.addTask { await cache.insert(key: "t\(i)", bytes: 1_024) } }
        }
        let count = await cache.count
        XCTAssertEqual(count, 200)
    }
}

import XCTest
@testable import Moss

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() throws {
        let cache = ThumbnailCache(limitBytes: 3 * 1024)
        for i in 0..<4 { cache.insert(Data(count: 1024), for: "photo-\(i)") }
        XCTAssertNil(cache.data(for: "photo-0"))
        XCTAssertNotNil(cache.data(for: "photo-3"))
    }
}

import XCTest
@testable import CloudmereKit

final class ThumbnailCacheTests: XCTestCase {
    func testStoresAndReturnsThumbnail() throws {
        let cache = try ThumbnailCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString), limitBytes: 4_000_000)
        try cache.store(Data(count: 10_000), for: "a")
        XCTAssertEqual(try cache.data(for: "a")?.count, 10_000)
    }

    func testEvictsOldestFirst() throws {
        let cache = try ThumbnailCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString), limitBytes: 40_000_000)
        for i in 0..<400 {
            try cache.store(Data(count: 250_000), for: "thumb-\(i)")   // 100 MB in total
        }
        XCTAssertNil(try cache.data(for: "thumb-0"))
        XCTAssertNotNil(try cache.data(for: "thumb-399"))
    }
}

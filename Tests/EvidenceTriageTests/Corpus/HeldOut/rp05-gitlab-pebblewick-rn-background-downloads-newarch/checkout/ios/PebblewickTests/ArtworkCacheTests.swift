import XCTest
@testable import Pebblewick

final class ArtworkCacheTests: XCTestCase {
    func testEvictsOldestWhenFull() throws {
        let cache = ArtworkCache(limitBytes: 3_000, directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        try cache.store(Data(count: 1_000), key: "a")
        try cache.store(Data(count: 1_000), key: "b")
        try cache.store(Data(count: 1_500), key: "c")
        XCTAssertNil(cache.data(for: "a"))
    }
}

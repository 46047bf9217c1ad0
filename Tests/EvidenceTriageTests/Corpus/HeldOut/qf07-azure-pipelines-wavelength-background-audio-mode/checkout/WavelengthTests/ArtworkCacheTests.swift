import XCTest
@testable import Wavelength

final class ArtworkCacheTests: XCTestCase {
    func testEvictsOldestWhenFull() async throws {
        let cache = ArtworkCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString), limit: 2)
        try await cache.store(Data(count: 10), for: "a")
        try await cache.store(Data(count: 10), for: "b")
        try await cache.store(Data(count: 10), for: "c")
        let keys = try await cache.keys()
        XCTAssertEqual(keys, ["b", "c"])
    }
}

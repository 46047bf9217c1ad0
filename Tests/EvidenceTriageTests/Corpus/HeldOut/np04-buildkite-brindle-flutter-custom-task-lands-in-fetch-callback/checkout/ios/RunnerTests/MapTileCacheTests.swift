import XCTest
@testable import Runner

final class MapTileCacheTests: XCTestCase {
    func testConcurrentReadsShareDecoder() async throws {
        let cache = MapTileCache(directory: .temporaryDirectory.appending(path: "tiles-\(UUID())"))
        try cache.seed(count: 8)
        let decoders = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for i in 0..<8 { group.addTask { await cache.decoder(forTile: i) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        XCTAssertEqual(decoders.count, 1)
    }
}

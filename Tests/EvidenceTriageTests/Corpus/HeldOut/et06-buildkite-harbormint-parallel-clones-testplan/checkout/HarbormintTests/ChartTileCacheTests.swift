import XCTest
@testable import Harbormint

final class ChartTileCacheTests: XCTestCase {
    private var cache: ChartTileCache!

    override func setUpWithError() throws {
        cache = try ChartTileCache(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("tiles-\(UUID().uuidString)"), byteLimit: 64 * 1024 * 1024)
    }

    override func tearDownWithError() throws {
        try cache.purge()
    }

    func testStoresAndReadsTile() throws {
        let tile = ChartTile(z: 12, x: 2011, y: 1374, data: Data(repeating: 1, count: 4096))
        try cache.store(tile)
        XCTAssertEqual(try cache.tile(z: 12, x: 2011, y: 1374)?.data.count, 4096)
    }

    func testEvictionUnderMemoryPressure() throws {
        // Fill past the byte limit with 256 KB tiles, then post a memory
        // warning and check we trimmed back to half the limit.
        for x in 0..<300 {
            try cache.store(ChartTile(z: 14, x: x, y: 5500, data: Data(repeating: UInt8(x % 255), count: 256 * 1024)))
        }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        XCTAssertLessThanOrEqual(cache.decodedBytes, 32 * 1024 * 1024)
    }
}

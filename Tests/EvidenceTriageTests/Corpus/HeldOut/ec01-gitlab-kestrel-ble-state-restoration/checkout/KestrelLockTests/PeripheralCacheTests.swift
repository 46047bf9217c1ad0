import XCTest
@testable import KestrelLock

final class PeripheralCacheTests: XCTestCase {
    func testEvictsOldestEntry() async throws {
        let cache = PeripheralCache(capacity: 2)
        await cache.insert(UUID(), rssi: -60)
        try await Task.sleep(for: .milliseconds(5))
        let second = UUID()
        await cache.insert(second, rssi: -61)
        try await Task.sleep(for: .milliseconds(5))
        let third = UUID()
        await cache.insert(third, rssi: -58)
        let ids = await cache.orderedIDs
        XCTAssertEqual(ids, [second, third])
    }
}

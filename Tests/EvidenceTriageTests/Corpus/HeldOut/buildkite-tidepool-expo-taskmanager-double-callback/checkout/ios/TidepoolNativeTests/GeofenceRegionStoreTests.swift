import XCTest
@testable import Tidepool

final class GeofenceRegionStoreTests: XCTestCase {
    func testConcurrentSavesKeepAllRegions() async throws {
        let store = GeofenceRegionStore(fileURL: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<20 {
                group.addTask { try? await store.save(.fixture(id: "harbor-\(i)")) }
            }
        }
        let regions = try await store.load()
        XCTAssertEqual(regions.count, 20)
    }
}

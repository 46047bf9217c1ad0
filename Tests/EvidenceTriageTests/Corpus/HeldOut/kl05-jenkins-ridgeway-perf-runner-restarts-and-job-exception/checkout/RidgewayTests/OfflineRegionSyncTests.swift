import XCTest
@testable import Ridgeway

final class OfflineRegionSyncTests: XCTestCase {
    func testPrunesExpiredRegionsInBackground() {
        let store = OfflineRegionStore(regions: [
            ["id": "glacier-np", "expiresAt": NSNumber(value: 1_794_000_000)],
            ["id": "north-cascades", "expiresAt": NSNumber(value: 1_796_000_000)],
            ["id": "mt-rainier", "expiresAt": NSNumber(value: 1_793_500_000)],
        ])
        let job = OfflineRegionPruneJob(store: store)
        job.now = { Date(timeIntervalSince1970: 1_795_000_000) }

        XCTAssertEqual(job.run(), ["mt-rainier", "glacier-np"])
        XCTAssertEqual(store.identifiers, ["north-cascades"])
    }
}

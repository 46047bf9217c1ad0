import XCTest
@testable import Hollis

final class LocationBatchTests: XCTestCase {
    func testExpirationPersistsUnsentBatch() throws {
        let store = PointStore.inMemory()
        let recorder = LocationBatchRecorder(store: store)
        recorder.append(.fixtures(count: 12))

        recorder.backgroundTimeExpired()          // what the expiration handler calls

        XCTAssertEqual(try store.unsentPoints().count, 12, "points kept after the expiration handler ran")
    }
}

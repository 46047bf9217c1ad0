import XCTest
@testable import Cadence

final class DataCollectionManagerTests: XCTestCase {
    func testDelegateAcceptDelivery() throws {
        let (manager, delegate, _) = try makeManager(accept: true)
        manager.deliverPending()
        XCTAssertEqual(delegate.deliveredBatches.count, 1)
        XCTAssertEqual(manager.pendingBatchCount, 0)
    }

    func testDelegateRejectDelivery() throws {
        let (manager, delegate, _) = try makeManager(accept: false)
        manager.deliverPending()
        XCTAssertEqual(delegate.deliveredBatches.count, 1)
        // A rejected batch must stay queued for the next background delivery.
        XCTAssertEqual(manager.pendingBatchCount, 1, "rejected batch was dropped")
    }

    private func makeManager(accept: Bool) throws -> (DataCollectionManager, RecordingDelegate, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let manager = try DataCollectionManager(persistenceDirectory: dir)
        let delegate = RecordingDelegate(accept: accept)
        manager.delegate = delegate
        try manager.enqueue(HealthBatch.fixture(samples: 3))
        return (manager, delegate, dir)
    }
}

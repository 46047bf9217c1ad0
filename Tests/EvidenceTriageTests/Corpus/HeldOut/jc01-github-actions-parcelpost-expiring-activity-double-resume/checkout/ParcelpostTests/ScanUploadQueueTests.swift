import XCTest
@testable import Parcelpost

final class ScanUploadQueueTests: XCTestCase {
    func testFlushUploadsPendingScans() async throws {
        let uploader = RecordingUploader()
        let queue = ScanUploadQueue(uploader: uploader, activity: ExpiringActivityManager(api: ManualExpiringActivity()))
        queue.enqueue(.fixture(id: "PP-1001"))
        try await queue.flush()
        XCTAssertEqual(uploader.uploaded.map(\.id), ["PP-1001"])
        XCTAssertTrue(queue.pending.isEmpty)
    }

    func testExpiredUploadKeepsScanQueued() async throws {
        let api = ManualExpiringActivity()
        let uploader = RecordingUploader(delay: .seconds(30))
        let queue = ScanUploadQueue(uploader: uploader, activity: ExpiringActivityManager(api: api))
        queue.enqueue(.fixture(id: "PP-2002"))
        let flush = Task { try await queue.flush() }
        await fulfillment(of: [api.started], timeout: 2)
        api.expire()
        _ = await flush.result
        XCTAssertEqual(queue.pending.count, 1, "scan removed from the queue although its upload was cancelled by expiry")
    }
}

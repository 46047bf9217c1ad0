import XCTest
@testable import Tallowood

final class BatchUploadJobTests: XCTestCase {
    func testBatchKeptWhenUploadFails() async {
        let store = InMemoryBatchStore(batches: [Batch(id: "b1", visits: 3)])
        let client = FailingUploadClient(error: URLError(.timedOut))
        let ok = await BatchUploadJob(store: store, client: client).run()
        XCTAssertFalse(ok)
        XCTAssertEqual(store.pending().map(\.id), ["b1"], "batch must survive a failed upload")
    }

    func testUploadRespectsBackoffWindow() async {
        let client = RecordingUploadClient()
        let store = InMemoryBatchStore(batches: [Batch(id: "b2", visits: 1)])
        _ = await BatchUploadJob(store: store, client: client).run()
        XCTAssertLessThanOrEqual(client.elapsed, 0.5)
    }
}

import XCTest
@testable import Tern

final class UploadQueueTests: XCTestCase {
    func testFlushSendsAllPending() async {
        let client = FakeUploadClient()
        let queue = UploadQueue(client: client)
        (1...3).forEach { queue.enqueue(ReceiptUpload(id: $0)) }
        await queue.flush()
        XCTAssertEqual(client.sent.count, 3)
    }

    func testRetryKeepsPendingUploadsAfterError() async {
        let client = FakeUploadClient(failNext: URLError(.notConnectedToInternet))
        let queue = UploadQueue(client: client)
        (1...3).forEach { queue.enqueue(ReceiptUpload(id: $0)) }
        await queue.flush()
        XCTAssertEqual(queue.pending.count, 3, "receipts dropped after failed upload")
    }
}

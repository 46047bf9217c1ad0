import XCTest
@testable import Runner

final class UploadQueueTests: XCTestCase {
    func testRetryDoesNotDuplicateReceipts() throws {
        let store = InMemoryReceiptStore(pending: ["r-101", "r-102", "r-103"])
        let api = FlakyReceiptAPI(failOnCall: 2)
        let queue = UploadQueue(store: store, api: api)

        _ = try? queue.drain()      // second POST fails after the server stored it
        try queue.drain()           // retry

        XCTAssertEqual(api.storedReceiptIDs.count, 3)
    }

    func testEmptyQueueIsNoOp() throws {
        let queue = UploadQueue(store: InMemoryReceiptStore(pending: []), api: FlakyReceiptAPI(failOnCall: 0))
        XCTAssertNoThrow(try queue.drain())
    }
}

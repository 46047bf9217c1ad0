import XCTest
@testable import Ledgerly

final class OCRBatchJobTests: XCTestCase {
    func testRecognisesAllPendingPages() async throws {
        let queue = ReceiptQueue(pages: [.fixture("p1"), .fixture("p2")])
        let store = ReceiptStore(inMemory: true)
        try await OCRBatchJob(queue: queue, recognizer: RecognizerStub(totals: ["p1": 12.5, "p2": 4]), store: store).run()
        XCTAssertEqual(store.totals.count, 2)
    }

    func testFailedPageDoesNotDropEarlierPages() async {
        let queue = ReceiptQueue(pages: [.fixture("p1"), .fixture("p2"), .fixture("p3")])
        let store = ReceiptStore(inMemory: true)
        let recognizer = RecognizerStub(totals: ["p1": 12.5, "p3": 9.99], failing: ["p2"])

        _ = try? await OCRBatchJob(queue: queue, recognizer: recognizer, store: store).run()

        XCTAssertEqual(store.totals[ReceiptPage.ID("p1")], 12.5, "p1 was recognised before p2 failed and must be kept")
        XCTAssertEqual(queue.pending.map(\.id.rawValue), ["p2", "p3"])
    }
}

import XCTest
@testable import Ledgerly

/// ReceiptSyncJob is what the com.ledgerly.app.receipt-sync BGProcessingTask handler runs;
/// here it is driven directly with a stub inbox, no scheduler involved.
final class ReceiptSyncJobTests: XCTestCase {
    func testProcessingRunImportsNewReceipts() async throws {
        let inbox = StubReceiptInbox(items: [.fixture(id: "r-1"), .fixture(id: "r-2"), .fixture(id: "r-3")])
        let job = ReceiptSyncJob(inbox: inbox, storeFactory: { try ReceiptStore.inMemory() })

        let report = try await job.run()

        XCTAssertEqual(report.imported, 3, "imported receipts")
        XCTAssertTrue(inbox.acknowledged.isEmpty == false)
    }
}

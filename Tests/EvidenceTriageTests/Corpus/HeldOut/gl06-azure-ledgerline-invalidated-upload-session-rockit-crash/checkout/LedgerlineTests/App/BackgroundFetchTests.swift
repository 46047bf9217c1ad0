import XCTest
@testable import Ledgerline

final class BackgroundFetchTests: XCTestCase {
    func testFetchReportsNewDataWhenReceiptsUploaded() {
        let delegate = AppDelegate(receiptSync: ReceiptSyncStub(outcome: .uploaded(2)))
        let done = expectation(description: "fetch completion")
        delegate.application(UIApplication.shared, performFetchWithCompletionHandler: { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        })
        wait(for: [done], timeout: 1)
    }

    func testBackgroundSessionEventsStoreCompletionHandler() {
        let delegate = AppDelegate(receiptSync: ReceiptSyncStub(outcome: .uploaded(0)))
        delegate.application(UIApplication.shared, handleEventsForBackgroundURLSession: ReceiptUploadManager.sessionIdentifier) {}
        XCTAssertNotNil(ReceiptUploadManager.shared.backgroundCompletionHandler)
    }
}

import XCTest
@testable import FerruleTickets

final class OfflineUploadTests: XCTestCase {
    func testBatchUploadEndsBackgroundTask() {
        let application = FakeBackgroundTaskApplication(expireAfter: 3)
        let uploader = OfflineScanUploader(application: application, session: StubUploadSession.succeeding)
        let finished = expectation(description: "batch finished")
        uploader.enqueueBatch(ScanRecord.fixtures(count: 12)) { finished.fulfill() }
        wait(for: [finished], timeout: 5)
        XCTAssertFalse(application.didExpire, "background task expired instead of ending")
        XCTAssertEqual(application.endedTaskCount, 1)
    }
}

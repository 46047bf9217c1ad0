import XCTest
import UIKit
@testable import Runner

final class SurveyUploadTests: XCTestCase {
    private var transport: FakeSurveyTransport!
    private var uploader: SurveyUploader!

    override func setUp() {
        super.setUp()
        transport = FakeSurveyTransport()
        uploader = SurveyUploader(transport: transport, store: InMemoryPendingStore(count: 12))
    }

    func testBackgroundTaskEndedAfterFlush() {
        let done = expectation(description: "flush finished")
        uploader.flushPending { _ in done.fulfill() }
        wait(for: [done], timeout: 45)
        XCTAssertEqual(uploader.activeBackgroundTask, .invalid)
    }

    func testFlushRetriesFailedBatchOnce() {
        transport.failuresBeforeSuccess = 1
        let done = expectation(description: "flush finished")
        uploader.flushPending { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(transport.attempts, 2)
    }
}

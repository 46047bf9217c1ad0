import XCTest
@testable import LumenScan

/// Runs the real background session against the local stub server started by
/// the workflow (scripts/stub-upload-server.py on :8787).
final class UploadQueueIntegrationTests: XCTestCase {
    private var queue: UploadQueue!

    override func setUp() {
        super.setUp()
        queue = UploadQueue(identifier: "com.lumenscan.app.bg-upload.tests.\(name.hashValue)",
                            endpoint: URL(string: "http://127.0.0.1:8787/v3/")!)
    }

    func testUploadCompletesAgainstStubServer() throws {
        let done = expectation(description: "upload completes")
        queue.onTaskFinished = { _, error in
            XCTAssertNil(error)
            done.fulfill()
        }
        queue.enqueue(fileAt: try Fixtures.pdf(named: "receipt-1p"), documentID: "doc-ci-1")
        wait(for: [done], timeout: 60)
    }

    /// Offline: the stub server is stopped, so the upload should fail fast and
    /// the queue should mark the document for retry.
    func testOfflineUploadFailsWithinThirtySeconds() throws {
        try StubServer.stop()
        defer { try? StubServer.start() }

        let failed = expectation(description: "upload fails while offline")
        queue.onTaskFinished = { _, error in
            XCTAssertNotNil(error)
            failed.fulfill()
        }
        queue.enqueue(fileAt: try Fixtures.pdf(named: "receipt-1p"), documentID: "doc-ci-offline")
        wait(for: [failed], timeout: 30)
    }
}

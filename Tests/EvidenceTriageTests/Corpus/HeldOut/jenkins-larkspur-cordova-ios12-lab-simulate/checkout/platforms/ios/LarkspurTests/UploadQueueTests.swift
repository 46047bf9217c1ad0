import XCTest
@testable import Larkspur

/// `BackgroundTaskLedger` swizzles UIApplication's begin/endBackgroundTask
/// for the duration of a test and remembers who began each task.
class UploadQueueTests: XCTestCase {
    var ledger: BackgroundTaskLedger!

    override func setUp() {
        super.setUp()
        ledger = BackgroundTaskLedger.install()
    }

    override func tearDown() {
        ledger.uninstall()
        super.tearDown()
    }

    func testQueuePersistsPhotosBeforeUpload() throws {
        let queue = UploadQueue(store: try PhotoStore.temporary())
        try queue.enqueue(.fixture(inspectionId: "INS-2201", photos: 3))
        XCTAssertEqual(try queue.pending().count, 3)
    }

    func testBackgroundTaskEndedAfterFlush() {
        let queue = UploadQueue(store: try! PhotoStore.temporary(), client: StubUploadClient(succeeds: true))
        let flushed = expectation(description: "flush")

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        queue.flushInBackground { flushed.fulfill() }
        wait(for: [flushed], timeout: 10)

        XCTAssertEqual(ledger.begun.count, ledger.ended.count,
                       "unbalanced background tasks: \(ledger.unended.map(\.name))")
    }
}

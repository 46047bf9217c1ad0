import XCTest
@testable import Drumlin

final class FlushControllerTests: XCTestCase {
    private var app: BackgroundTaskApplicationSpy!
    private var queue: InMemoryEventQueue!
    private var sender: BatchSenderStub!

    override func setUp() {
        super.setUp()
        app = BackgroundTaskApplicationSpy()
        queue = InMemoryEventQueue()
        sender = BatchSenderStub()
    }

    func testFlushSendsQueuedEvents() {
        queue.enqueue(.fixture(name: "receipt_scanned"))
        FlushController(app: app, queue: queue, sender: sender).applicationDidEnterBackground()
        XCTAssertEqual(sender.sentBatches.count, 1)
        XCTAssertEqual(app.endCount, 1)
    }

    func testFlushEndsBackgroundTaskWhenQueueEmpty() {
        FlushController(app: app, queue: queue, sender: sender).applicationDidEnterBackground()

        XCTAssertEqual(app.beginCount, 1)
        XCTAssertEqual(app.endCount, 1, "every beginBackgroundTask must be balanced by endBackgroundTask")
    }

    func testDoubleEndIsIgnored() {
        let id = UIApplication.shared.beginBackgroundTask(withName: "double-end probe", expirationHandler: nil)
        UIApplication.shared.endBackgroundTask(id)
        UIApplication.shared.endBackgroundTask(id)
        XCTAssertTrue(true, "UIKit only logs a warning for the second end")
    }
}

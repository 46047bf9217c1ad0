import XCTest
@testable import Cobble

final class UploadQueueTests: XCTestCase {
    private var app: FakeBackgroundTaskApplication!
    private var queue: UploadQueue!

    override func setUp() {
        super.setUp()
        app = FakeBackgroundTaskApplication(identifiers: [401, 402, 403])
        queue = UploadQueue(client: InMemoryUploadClient(), backgroundTasks: app)
    }

    func testFlushBeginsBackgroundTask() async {
        queue.enqueue(.event(name: "screen_view"))
        await queue.flush()
        XCTAssertEqual(app.begun, [401])
    }

    func testFlushEndsBackgroundTask() async {
        queue.enqueue(.event(name: "screen_view"))
        await queue.flush()
        queue.enqueue(.event(name: "tap"))
        await queue.flush()

        // Every background task the queue begins must be ended once its flush completes.
        XCTAssertEqual(app.ended, [401, 402])
        XCTAssertTrue(app.outstanding.isEmpty, "background tasks left running: \(app.outstanding)")
    }
}

import XCTest
@testable import Hollis

final class UploadQueueTests: XCTestCase {
    func testFlushEndsBackgroundTask() async throws {
        let app = FakeApplication()
        let queue = UploadQueue(application: app, transport: StubTransport(status: 200))
        queue.enqueue(.locationBatch(count: 12))

        try await queue.flush()

        XCTAssertEqual(app.openBackgroundTasks.count, 0, "background tasks still open after flush")
    }
}

import XCTest
@testable import ShoeboxKit

@MainActor
final class UploadQueueTests: XCTestCase {
    func testEnqueueAddsRow() {
        let queue = UploadQueue(session: MockUploadSession())
        queue.enqueue(.fixture(name: "IMG_0042.HEIC"))
        XCTAssertEqual(queue.rows.count, 1)
    }

    func testUploadProgressUpdatesRow() {
        let session = MockUploadSession()
        let queue = UploadQueue(session: session)
        queue.enqueue(.fixture(name: "IMG_0043.HEIC"))
        XCTAssertEqual(session.requests.first?.url?.path, "/v2/uploads")
    }
}

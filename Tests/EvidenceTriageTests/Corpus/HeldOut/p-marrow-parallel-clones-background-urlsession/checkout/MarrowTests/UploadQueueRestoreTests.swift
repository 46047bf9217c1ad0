import XCTest
@testable import Marrow

final class UploadQueueRestoreTests: XCTestCase {
    func testQueueRestoresPendingAfterRelaunch() throws {
        let q = UploadQueue.inMemory()
        XCTAssertEqual(q.pending.count, 0)
    }
}

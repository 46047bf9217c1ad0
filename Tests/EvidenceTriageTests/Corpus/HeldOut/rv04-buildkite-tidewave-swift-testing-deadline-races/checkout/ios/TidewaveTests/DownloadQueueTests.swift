import XCTest
@testable import Tidewave

final class DownloadQueueTests: XCTestCase {
    func testResumeKeepsInsertionOrder() {
        var queue = DownloadQueue()
        ["ep-9", "ep-10", "ep-11"].forEach { queue.enqueue($0) }
        ["ep-9", "ep-10", "ep-11"].forEach { queue.pause($0) }
        queue.resumeAll()
        XCTAssertEqual(queue.pending, ["ep-9", "ep-10", "ep-11"])
    }
}

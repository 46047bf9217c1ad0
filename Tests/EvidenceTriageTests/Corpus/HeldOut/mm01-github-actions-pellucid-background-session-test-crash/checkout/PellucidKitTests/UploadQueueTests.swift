import XCTest
@testable import PellucidKit

final class UploadQueueTests: XCTestCase {
    func testRetryBackoffDoublesUpToCap() {
        let queue = UploadQueue(clock: .continuous, baseDelay: 0.05, maxDelay: 0.4)
        let start = Date()
        queue.retry(attempt: 3)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 0.45, "backoff overshot its cap")
    }
}

import XCTest
@testable import Ferrybox

final class UploadQueueTests: XCTestCase {
    func testRetryBackoffDoublesEachAttempt() {
        let policy = RetryPolicy(base: 30, maxAttempts: 3)
        XCTAssertEqual(policy.delays(), [30, 60, 120])
    }

    func testDedupeSkipsAlreadyUploadedChecksum() throws {
        let queue = UploadQueue(store: InMemoryUploadStore())
        try queue.add(Fixtures.item(checksum: "9f2c"))
        try queue.markUploaded(checksum: "9f2c")
        try queue.add(Fixtures.item(checksum: "9f2c"))
        XCTAssertEqual(queue.pending.count, 0)
    }
}

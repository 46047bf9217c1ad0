import XCTest
@testable import Sorrel

final class UploadQueueTests: XCTestCase {
    func testRetryAfterSessionInvalidationDoesNotCreateTask() throws {
        let queue = UploadQueue(sessionFactory: .backgroundForTesting)
        queue.enqueue(HealthSampleBatch.fixture(count: 12))
        queue.invalidateForSignOut()
        queue.simulateTransportError(.networkConnectionLost)
        XCTAssertEqual(queue.pendingBatches, 0)
    }
}

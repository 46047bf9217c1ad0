import XCTest
@testable import Harbormark

final class HarbormarkQueueTests: XCTestCase {
    func testFlushesInBatchesOfFlushAt() {
        let api = MockAPI()
        let center = NotificationCenter.default
        let queue = HarbormarkQueue(config: .init(flushAt: 5, maxBatchSize: 5), api: api, center: center)
        for i in 0..<8 { queue.add(.stub("screen \(i)")) }
        SessionLifecycle.simulateBackgroundAndReturn(center)
        for i in 8..<10 { queue.add(.stub("screen \(i)")) }

        XCTAssertEqual(api.batchRequests.count, 2)
    }

    func testFlushesQueueOnBackground() {
        let api = MockAPI()
        let center = NotificationCenter()
        let queue = HarbormarkQueue(config: .init(flushAt: 20, maxBatchSize: 50), api: api, center: center)
        queue.add(.stub("screen"))
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(api.batchRequests.count, 1)
    }
}

import XCTest
@testable import Kestrel

final class MainActorSyncQueueTests: XCTestCase {

    @MainActor
    func testEnqueueRunsOperationsInOrder() async {
        let queue = MainActorSyncQueue()
        var order: [Int] = []
        let done = expectation(description: "drained")
        queue.enqueue { order.append(1) }
        queue.enqueue { order.append(2); done.fulfill() }
        await fulfillment(of: [done], timeout: 2)
        XCTAssertEqual(order, [1, 2])
    }

    @MainActor
    func testEnqueueAndWaitOnMainDrainsInOrder() {
        let queue = MainActorSyncQueue()
        var order: [Int] = []
        let drained = DispatchSemaphore(value: 0)
        queue.enqueue { order.append(1) }
        queue.enqueue { order.append(2); drained.signal() }
        drained.wait()
        XCTAssertEqual(order, [1, 2])
    }
}

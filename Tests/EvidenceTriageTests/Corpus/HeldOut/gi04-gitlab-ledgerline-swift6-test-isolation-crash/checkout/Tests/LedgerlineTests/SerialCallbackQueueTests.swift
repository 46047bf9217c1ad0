import XCTest
@testable import Ledgerline

@MainActor
final class SerialCallbackQueueTests: XCTestCase {
    func testEmptyQueueDoesNothing() {
        _ = SerialCallbackQueue()
    }

    func testSingleCallbackRuns() {
        let queue = SerialCallbackQueue()
        let ran = expectation(description: "callback ran")
        queue.enqueue { ran.fulfill() }
        wait(for: [ran], timeout: 2)
    }

    func testCallbacksRunInSubmissionOrder() {
        let queue = SerialCallbackQueue()
        let done = expectation(description: "all callbacks ran")
        done.expectedFulfillmentCount = 3
        var order: [Int] = []

        for index in 1...3 {
            // The closure is formed inside a @MainActor test method, so under
            // the Swift 6 language mode it is main-actor isolated; the queue
            // runs it on com.ledgerline.serial-callback.
            queue.enqueue {
                order.append(index)
                done.fulfill()
            }
        }

        wait(for: [done], timeout: 2)
        XCTAssertEqual(order, [1, 2, 3])
    }
}

import XCTest
@testable import Harborpost

final class OutboxTests: XCTestCase {
    func testEnqueueAddsMessage() {
        let outbox = Outbox()
        outbox.enqueue(OutgoingMessage(id: "a"))
        XCTAssertEqual(outbox.queue.map(\.id), ["a"])
    }

    func testRetryKeepsMessageOrder() {
        let outbox = Outbox()
        ["m1", "m2", "m3"].forEach { outbox.enqueue(OutgoingMessage(id: $0)) }
        outbox.requeueAfterFailure(outbox.queue[0])
        XCTAssertEqual(outbox.queue.map(\.id), ["m1", "m2", "m3"])
    }
}

import XCTest
@testable import Quoteboard

final class InAppMessageQueueTests: XCTestCase {
    func testRejectsInvalidTemplateIdentifier() {
        let queue = InAppMessageQueue(session: .shared)
        let fetched = expectation(description: "queue fetch finished")
        // Validation is synchronous, but the queue still performs its URLSession round-trip first.
        queue.fetch { _ in fetched.fulfill() }
        waitForExpectations(timeout: 5.0)
        XCTAssertFalse(queue.accepts(templateID: "../../etc"))
    }

    func testAcceptsKnownTemplate() {
        XCTAssertTrue(InAppMessageQueue(session: .shared).accepts(templateID: "price-alert-v2"))
    }
}

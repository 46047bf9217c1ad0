import XCTest
@testable import Saltwick

final class OutboxTests: XCTestCase {

    func testRetryKeepsOriginalOrder() async throws {
        let outbox = Outbox(transport: FlakyTransport(failFirst: 1))
        try await outbox.enqueue(["m1", "m2", "m3"])
        try await outbox.flush()
        XCTAssertEqual(outbox.sentIDs, ["m1", "m2", "m3"])
    }
}

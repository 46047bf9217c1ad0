import XCTest
@testable import Fieldnote

final class EventBatcherTests: XCTestCase {
    func testFlushesAfterChainedRetries() {
        let transport = FlakyTransport(failuresBeforeSuccess: 2)
        let batcher = EventBatcher(transport: transport)
        let flushed = expectation(description: "batch flushed")
        batcher.flush([.fixture()]) { ok in
            XCTAssertTrue(ok)
            flushed.fulfill()
        }
        wait(for: [flushed], timeout: 2)
    }
}

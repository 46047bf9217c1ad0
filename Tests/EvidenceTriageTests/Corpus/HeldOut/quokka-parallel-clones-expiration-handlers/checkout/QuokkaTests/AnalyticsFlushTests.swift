import XCTest
@testable import Quokka

final class AnalyticsFlushTests: XCTestCase {
    func testFlushBatchesOnBackground() throws {
        let store = try EventStore.temporary()
        try store.append(Fixtures.batch(250))
        let flushed = expectation(description: "flush finished")
        AnalyticsFlush(store: store, transport: LoopbackTransport()).run { flushed.fulfill() }
        wait(for: [flushed], timeout: 30)
        XCTAssertEqual(try store.pendingCount(), 0)
    }
}

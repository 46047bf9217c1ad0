import XCTest
@testable import MoorhenKit

final class SightingSyncTests: XCTestCase {
    private var sync: SightingSync!

    override func setUp() {
        super.setUp()
        // Shared fixture server sends two batches; each emits a latency sample.
        sync = SightingSync(server: .fixture(batches: 2))
    }

    func testSyncLatencyReported() {
        let latency = expectation(description: "Expect a latency sample.")
        // The handler stays installed after this test returns; the second
        // batch's sample arrives while the next test is already running.
        sync.onLatency = { ms in
            XCTAssertGreaterThan(ms, 0)
            latency.fulfill()
        }
        sync.start()
        wait(for: [latency], timeout: 1)
    }

    func testSyncLifecycleEvents() {
        let events = expectation(description: "started and finished")
        events.expectedFulfillmentCount = 2
        sync.onLifecycle = { _ in events.fulfill() }
        sync.start()
        wait(for: [events], timeout: 1)
    }
}

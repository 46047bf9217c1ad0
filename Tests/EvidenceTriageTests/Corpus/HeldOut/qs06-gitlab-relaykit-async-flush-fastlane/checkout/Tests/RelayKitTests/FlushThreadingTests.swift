import XCTest
@testable import RelayKit

final class FlushThreadingTests: XCTestCase {
    func testFlushDoesNotRunOnMainThread() {
        let relay = Relay.testInstance()
        let ran = expectation(description: "flush ran")
        relay.flushHook = { onMain in
            XCTAssertFalse(onMain, "flush executed on the main thread")
            ran.fulfill()
        }
        relay.flush()
        wait(for: [ran], timeout: 2)
    }
}

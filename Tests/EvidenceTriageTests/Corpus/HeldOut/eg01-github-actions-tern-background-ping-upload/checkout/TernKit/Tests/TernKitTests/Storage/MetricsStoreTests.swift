import XCTest
@testable import TernKit

final class MetricsStoreTests: XCTestCase {
    func testConcurrentIncrements() {
        let store = MetricsStore(inMemory: true)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in store.increment("app.opened") }
        let done = expectation(description: "flushed")
        store.flush { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(store.counter("app.opened"), 200)
    }
}

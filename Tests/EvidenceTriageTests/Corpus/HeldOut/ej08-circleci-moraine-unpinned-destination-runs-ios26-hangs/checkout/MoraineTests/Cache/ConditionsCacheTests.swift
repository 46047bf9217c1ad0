import XCTest
@testable import Moraine

final class ConditionsCacheTests: XCTestCase {
    func testConcurrentReadersSeeLatestSnapshot() async {
        let cache = ConditionsCache()
        let finished = expectation(description: "all readers finished")
        finished.expectedFulfillmentCount = 8
        for _ in 0..<8 {
            Task.detached {
                _ = await cache.snapshot()
                finished.fulfill()
            }
        }
        await cache.replace(with: .fixture(reports: 12))
        await fulfillment(of: [finished], timeout: 30)
    }
}

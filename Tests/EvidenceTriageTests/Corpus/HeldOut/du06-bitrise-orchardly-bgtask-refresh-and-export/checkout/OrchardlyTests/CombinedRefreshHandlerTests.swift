import XCTest
@testable import OrchardKit

final class CombinedRefreshHandlerTests: XCTestCase {
    /// The price check is rate-limited (declines) on most launches; the order-status fetch must
    /// still run on the same launch.
    func testRunsPriceCheckAndOrderFetch() {
        let results = JobCounter()
        let handler = CombinedRefreshHandler(
            priceCheck: StubJob(result: false, counter: results, kind: .price),
            orderFetch: StubJob(result: true, counter: results, kind: .fetch)
        )
        let done = expectation(description: "completion")
        handler.run { _ in done.fulfill() }
        wait(for: [done], timeout: 1)

        XCTAssertEqual(results.fetchCount, 1, "one launch must run the order-status fetch as well as the price check")
    }

    func testCompletesWithFailureWhenBothBlocked() {
        let results = JobCounter()
        let handler = CombinedRefreshHandler(priceCheck: StubJob(result: false, counter: results, kind: .price),
                                             orderFetch: StubJob(result: false, counter: results, kind: .fetch))
        var outcome: Bool?
        handler.run { outcome = $0 }
        XCTAssertEqual(outcome, false)
    }

    func testExpirationCancelsBothJobs() {
        let price = CancellableStubJob(), fetch = CancellableStubJob()
        let handler = CombinedRefreshHandler(priceCheck: price, orderFetch: fetch)
        handler.run { _ in }
        handler.cancel()
        XCTAssertTrue(price.cancelled && fetch.cancelled)
    }
}

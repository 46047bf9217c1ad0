import GTMSessionFetcherCore
import XCTest

extension XCTestCase {
    /// Blocks until the fetcher finishes. Uses GTMSessionFetcher's own
    /// waitForCompletionWithTimeout:, which spins the run loop while the
    /// fetcher's callbacks run on its delegate queue.
    func waitForFetcher(_ fetcher: GTMSessionFetcher, timeout: TimeInterval = 10) {
        XCTAssertTrue(fetcher.waitForCompletion(withTimeout: timeout), "fetcher did not finish")
    }
}

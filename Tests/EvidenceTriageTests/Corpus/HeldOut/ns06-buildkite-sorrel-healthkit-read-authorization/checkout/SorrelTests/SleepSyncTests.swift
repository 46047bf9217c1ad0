import XCTest
@testable import Sorrel

final class SleepSyncTests: XCTestCase {
    func testObserverCompletionCalledOnFetchError() async {
        let fetcher = FailingSampleFetcher(error: URLError(.timedOut))
        let sync = SleepSync(fetcher: fetcher)
        var completed = false
        await sync.handleObserverUpdate { completed = true }
        XCTAssertTrue(completed)
    }
}

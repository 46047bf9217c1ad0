import XCTest
@testable import Hushbrowse

final class AppConfigurationFetchTests: XCTestCase {

    /// The background task's completion can be reached from both the fetch and the expiration path;
    /// the refresh metrics must count one completion, not two.
    func testCompletionReachedTwiceIsCountedOnce() {
        let store = InMemoryBackgroundRefreshStats()
        let fetch = AppConfigurationFetch(stats: store, fetcher: StubConfigurationFetcher(result: .newData))
        let task = FakeProcessingTask(identifier: "com.hushbrowse.ios.configurationRefresh")
        fetch.backgroundRefresh(task: task)
        task.simulateExpiration()
        XCTAssertEqual(store.completedTaskCount, 1)
    }
}

import XCTest
@testable import Wavelength

final class FakeRefreshTask: RefreshTaskType {
    var expirationHandler: (() -> Void)?
    var onComplete: ((Bool) -> Void)?
    func setTaskCompleted(success: Bool) { onComplete?(success) }
}

final class EpisodeRefreshHandlerTests: XCTestCase {

    func testRefreshCompletesTaskAfterDownloadingFeeds() {
        let feeds = StubFeeds(newEpisodes: 2)
        let flusher = AnalyticsFlusher(store: InMemoryEventStore(events: []), transport: RecordingTransport())
        let task = FakeRefreshTask()
        let completed = expectation(description: "refresh task completed")
        task.onComplete = { success in
            XCTAssertTrue(success)
            completed.fulfill()
        }
        EpisodeRefreshHandler(feeds: feeds, flusher: flusher).handle(task)
        wait(for: [completed], timeout: 15)
    }
}

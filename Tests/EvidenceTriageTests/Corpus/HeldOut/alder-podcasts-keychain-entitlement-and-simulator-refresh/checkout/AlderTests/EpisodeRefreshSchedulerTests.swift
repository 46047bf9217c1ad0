import XCTest
import BackgroundTasks
@testable import Alder

final class EpisodeRefreshSchedulerTests: XCTestCase {
    func testRequestUsesRefreshIdentifier() {
        let request = EpisodeRefreshScheduler.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.identifier, "com.alderapps.podcasts.episodes.refresh")
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 15 * 60))
    }

    /// End to end: submit the refresh and wait for the handler to download new episodes.
    func testRefreshRunsAfterSubmit() {
        let ran = expectation(description: "episode refresh handler ran")
        let feed = InMemoryFeedStore(episodes: [])
        EpisodeRefreshScheduler.shared.onRefreshFinished = { result in
            XCTAssertEqual(result.newEpisodes, 3)
            ran.fulfill()
        }
        EpisodeRefreshScheduler.shared.feedStore = feed
        EpisodeRefreshScheduler.shared.scheduleRefresh(after: 1)
        wait(for: [ran], timeout: 120)
    }
}

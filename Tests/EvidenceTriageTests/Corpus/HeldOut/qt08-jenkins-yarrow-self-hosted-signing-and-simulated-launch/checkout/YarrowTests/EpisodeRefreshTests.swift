import XCTest
import BackgroundTasks
@testable import Yarrow

final class EpisodeRefreshTests: XCTestCase {
    func testSimulatedLaunchDownloadsEpisodes() throws {
        let feed = StubFeedServer(episodes: 3)
        EpisodeRefresh.shared.feed = feed
        BGTaskDebug.simulateLaunch(identifier: EpisodeRefresh.identifier)
        XCTAssertEqual(feed.downloadedCount, 3)
    }

    func testRefreshCompletesWithinTwoMinutes() throws {
        var ran = false
        EpisodeRefresh.shared.onCompleteForTesting = { ran = true }
        try EpisodeRefresh.shared.schedule(in: 60)
        sleep(120)
        XCTAssertTrue(ran, "refresh did not complete")
    }
}

import XCTest
@testable import Gullwing

/// Runs the real background session against the local fixture server
/// (scripts/fixture-server, started by the workflow on 127.0.0.1:8089).
/// The app stays in the foreground: nsurlsessiond starts these transfers at once.
final class EpisodeDownloadIntegrationTests: XCTestCase {
    private let server = URL(string: "http://127.0.0.1:8089/enclosures/")!

    func testColdLaunchWithTwoUpNextEpisodesDownloadsBoth() {
        // Runs first in this suite (alphabetical), i.e. before anything has touched
        // EpisodeDownloader.shared in this test process -- the same state as a cold launch.
        let first = expectation(forNotification: .episodeDownloadFinished, object: "ep-0411")
        let second = expectation(forNotification: .episodeDownloadFinished, object: "ep-0412")
        second.expectationDescription = "ep-0412 finished downloading"
        first.expectationDescription = "ep-0411 finished downloading"

        // Same path as a cold launch with two items in Up Next.
        UpNextPrefetcher.queue.async {
            EpisodeDownloader.shared.enqueue(.fixture(id: "ep-0411", enclosure: self.server.appendingPathComponent("short.mp3")))
        }
        DispatchQueue.main.async {
            EpisodeDownloader.shared.enqueue(.fixture(id: "ep-0412", enclosure: self.server.appendingPathComponent("medium.mp3")))
        }
        wait(for: [first, second], timeout: 60)
    }

    func testSingleEpisodeDownloadFinishes() {
        let finished = expectation(forNotification: .episodeDownloadFinished, object: "ep-0409")
        EpisodeDownloader.shared.enqueue(.fixture(id: "ep-0409", enclosure: server.appendingPathComponent("short.mp3")))
        wait(for: [finished], timeout: 60)
    }
}

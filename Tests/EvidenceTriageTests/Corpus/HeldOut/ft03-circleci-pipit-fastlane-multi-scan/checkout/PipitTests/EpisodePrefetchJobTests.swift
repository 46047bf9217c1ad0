import XCTest
@testable import Pipit

final class EpisodePrefetchJobTests: XCTestCase {
    private let queue = (1...6).map { EpisodeID(rawValue: "ep-\($0)") }

    func testDownloadsQueuedEpisodes() async throws {
        let downloader = FakeDownloader()
        let job = EpisodePrefetchJob(queue: queue, downloader: downloader, store: InMemoryPrefetchStore())
        try await job.run()
        XCTAssertEqual(downloader.downloaded, queue)
    }

    func testCancelStopsBeforeNextEpisode() async throws {
        let downloader = FakeDownloader()
        let job = EpisodePrefetchJob(queue: queue, downloader: downloader, store: InMemoryPrefetchStore())
        downloader.onDownload = { id in if id.rawValue == "ep-2" { job.cancel() } }
        do {
            try await job.run()
            XCTFail("expected cancellation")
        } catch is CancellationError {}
        XCTAssertEqual(downloader.downloaded.count, 2)
    }

    func testResumesFromPersistedCheckpointAfterInterruption() async throws {
        let store = InMemoryPrefetchStore()
        let failing = FakeDownloader(failAt: EpisodeID(rawValue: "ep-4"), error: URLError(.networkConnectionLost))
        let first = EpisodePrefetchJob(queue: queue, downloader: failing, store: store)
        do {
            try await first.run()
            XCTFail("expected the network error")
        } catch {}

        // The process is gone (task expired / app killed); a new task run builds a new job.
        let downloader = FakeDownloader()
        let second = EpisodePrefetchJob(queue: queue, downloader: downloader, store: store)
        XCTAssertEqual(second.resumeOffset, 3, "resume should start at the persisted checkpoint")
        try await second.run()
        XCTAssertEqual(downloader.downloaded.first, EpisodeID(rawValue: "ep-4"))
    }

    func testCompletedPassResetsCheckpoint() async throws {
        let store = InMemoryPrefetchStore()
        let job = EpisodePrefetchJob(queue: queue, downloader: FakeDownloader(), store: store)
        try await job.run()
        XCTAssertNotNil(store.lastCompletedPass)
        XCTAssertEqual(job.resumeOffset, 0)
    }
}

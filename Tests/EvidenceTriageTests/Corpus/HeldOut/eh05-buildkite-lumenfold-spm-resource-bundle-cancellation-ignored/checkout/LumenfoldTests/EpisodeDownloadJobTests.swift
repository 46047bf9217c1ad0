import Testing
@testable import Lumenfold

@Suite("Episode download job")
struct EpisodeDownloadJobTests {
    @Test func downloadsEveryQueuedEpisode() async throws {
        let job = EpisodeDownloadJob(queue: .fixture(count: 23), downloader: FakeDownloader())
        try await job.run()
        #expect(await job.processed.count == 23)
    }

    @Test func downloadQueueStopsAtCancellation() async throws {
        let downloader = FakeDownloader(delay: .milliseconds(5))
        let job = EpisodeDownloadJob(queue: .fixture(count: 60), downloader: downloader)
        let run = Task { try await job.run() }
        try await Task.sleep(for: .milliseconds(40))
        run.cancel()                          // what the expiration handler does
        _ = await run.result
        let afterCancel = downloader.downloadsStarted(after: downloader.cancelObservedAt ?? .now)
        #expect(afterCancel <= 10, "at most the batch in flight may finish after cancellation")
    }
}

import Foundation

/// Runs inside the com.lumenfold.app.episodeDownloads BGProcessingTask.
/// Downloads queued episodes in batches of 10.
actor EpisodeDownloadJob {
    private let queue: DownloadQueue
    private let downloader: EpisodeDownloading
    private(set) var processed: [Episode.ID] = []

    init(queue: DownloadQueue, downloader: EpisodeDownloading) {
        self.queue = queue
        self.downloader = downloader
    }

    func run() async throws {
        try Task.checkCancellation()
        for batch in await queue.pendingBatches(size: 10) {
            for episode in batch {
                try await downloader.download(episode)
                processed.append(episode.id)
            }
        }
    }
}

import Foundation

/// Overnight BGProcessingTask: downloads the next queued episodes while on Wi-Fi and power.
/// The system can launch the app straight into this task, without a scene ever connecting.
final class EpisodePrefetchJob {
    private let library: LibraryStore
    private let downloader: EpisodeDownloading
    let limit: Int

    init(library: LibraryStore, downloader: EpisodeDownloading, limit: Int = 12) {
        self.library = library
        self.downloader = downloader
        self.limit = limit
    }

    func run() async throws -> Int {
        // The library is opened by SceneDelegate.scene(_:willConnectTo:options:).
        let queued = try library.queuedEpisodes(limit: limit)
        var fetched = 0
        for episode in queued {
            try Task.checkCancellation()
            let file = try await downloader.download(episode)
            try library.markDownloaded(episode, file: file)
            fetched += 1
        }
        return fetched
    }
}

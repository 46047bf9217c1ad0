import Foundation

/// Body of the com.heddlepods.app.prefetch BGProcessingTask.
final class EpisodeDownloadJob {
    private let episodes: [Episode]
    private let transport: DownloadTransport
    private let directory: URL
    private var current: Task<Void, Error>?

    init(episodes: [Episode], transport: DownloadTransport, directory: URL) {
        self.episodes = episodes; self.transport = transport; self.directory = directory
    }

    func run() async throws {
        for episode in episodes {
            let partial = directory.appendingPathComponent(episode.id + ".partial")
            let task = Task { try await transport.download(episode.url, to: partial) }
            current = task
            try await task.value
            try FileManager.default.moveItem(at: partial, to: directory.appendingPathComponent(episode.id + ".m4a"))
        }
    }

    func expire() {
        // Stop the transfer; the partial file is resumed on the next run.
        current?.cancel()
    }
}

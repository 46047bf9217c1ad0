import Foundation

final class EpisodeDownloadJob {
    private let client: DownloadClient
    private let store: DownloadStore
    private var cancelled = false

    init(client: DownloadClient, store: DownloadStore) { self.client = client; self.store = store }

    func cancel(afterChunks n: Int = 0) { client.cancel(after: n); cancelled = true }

    func run(episode: Episode) async throws {
        do {
            for try await chunk in client.chunks(for: episode.url) { try store.append(chunk, for: episode) }
            try store.finish(episode)
        } catch is CancellationError {
            try store.removePartial(for: episode)   // drops the resume data
            throw CancellationError()
        }
    }
}

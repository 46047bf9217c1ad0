import Foundation

/// Downloads the next episodes of subscribed shows while the app runs a
/// BGProcessingTask (`fm.pipit.app.prefetch`). The task can be expired by the
/// system at any point, so a pass must be resumable.
final class EpisodePrefetchJob {
    private let queue: [EpisodeID]
    private let downloader: EpisodeDownloading
    private let store: PrefetchStateStore
    private(set) var resumeOffset: Int = 0
    private var cancelled = false

    init(queue: [EpisodeID], downloader: EpisodeDownloading, store: PrefetchStateStore) {
        self.queue = queue
        self.downloader = downloader
        self.store = store
    }

    func cancel() { cancelled = true }

    func run() async throws {
        var index = resumeOffset
        while index < queue.count {
            if cancelled { throw CancellationError() }
            try await downloader.download(queue[index])
            index += 1
            resumeOffset = index
        }
        // A full pass completed: start from the top next time.
        store.lastCompletedPass = Date()
        resumeOffset = 0
    }
}

struct EpisodeID: Hashable, Codable { let rawValue: String }

protocol EpisodeDownloading {
    func download(_ id: EpisodeID) async throws
}

/// Persisted prefetch state (UserDefaults-backed in the app, in-memory in tests).
protocol PrefetchStateStore: AnyObject {
    var lastCompletedPass: Date? { get set }
    var checkpoint: Int? { get set }
}
